import { isPlaceholder } from './placeholder.js';
import { classifyKeyName } from './secret-key-names.js';
import { mixesCharacterClasses, type SecretRule } from './secret-rule.js';
import { shannonEntropy } from './shannon-entropy.js';
import type { SecretKind } from '../secret-kinds.js';

/**
 * A secret-like value assigned to a secret-named key, in .env, shell `export`, YAML, JSON, TOML,
 * INI, Java properties, XML attributes and code (docs/redaction.md#assignments). Only the value
 * is replaced (inside its quotes); the key name stays. The regex is anchored on the secret word
 * (fast), and the full key is read backwards from it, then classified word by word.
 */
const ASSIGNMENT =
  /(?<name>(?:pass|pwd|secret|token|key|auth|cred|bearer)[A-Za-z0-9_.-]{0,40})(?:\\?["'][ \t]{0,8}(?::=|=>|=|:|,)|[ \t]{0,8}(?::=|=>|=|:))[ \t]{0,8}(?:"(?<dq>(?:[^"\\\r\n]|\\.){1,512})"|'(?<sq>(?:[^'\\\r\n]|\\.){1,512})'|\\"(?<eq>(?:[^"\\\r\n]|\\[^"\r\n]){1,512})\\"|(?<bare>[^\s"'`,;\\()<>{}[\]]{1,512}))/dgi;

const KEY_CHAR = /[A-Za-z0-9_.-]/;
// `self.password`, `config.token`, `settings.API_KEY`: a member path reads a secret, it does not hold one.
const MEMBER_ACCESS = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
// `get_token`, `userPassword`: an unquoted identifier is a variable in code.
const IDENTIFIER = /^[A-Za-z_$][A-Za-z$]*(?:_[A-Za-z$]*)+$|^[a-z$]+[A-Z][A-Za-z$]*$/;

/** The key a match is assigned to: the secret word plus what precedes it in the name. */
function keyName(text: string, match: RegExpExecArray): string | undefined {
  let start = match.index;
  while (start > 0 && match.index - start < 40 && KEY_CHAR.test(text[start - 1] ?? '')) start--;
  // `\napiKey=` inside a JSON string: the `n` belongs to the escape, not to the name.
  if (text[start - 1] === '\\' && /[nrt]/.test(text[start] ?? '')) start++;
  // Right after `:` the "key" is part of a value (`arn:aws:...:secret:prod/db`), not a name.
  if (text[start - 1] === ':') return undefined;
  return text.slice(start, match.index) + (match.groups?.name ?? '');
}

// A name's digits end a word (`db2`, `oauth2Token`, `s3.bucket`); a random token runs a digit into
// lower case letters (`Xc7dlAt.h5xnsEnpO` is a password, not a member path).
function isWordLikeName(name: string): boolean {
  if (/^[A-Z_$][A-Z0-9_$]*$/.test(name)) return true;
  return (name.match(/[A-Z]/g)?.length ?? 0) <= 2 && !/[0-9][a-z]/.test(name);
}

function looksLikeCode(value: string, bare: boolean, next: string): boolean {
  if (value.includes('${') || value.includes('{{') || value.includes('#{')) return true;
  if (!bare) return false;
  // YAML tags (`!vault |` before Ansible Vault ciphertext, CloudFormation `!Ref`) name a reader.
  if (/^![A-Za-z]+$/.test(value)) return true;
  // `getpass()`, `getenv('X')`, `$_ENV['X']`: a call or an index of a name reads the secret.
  // Names are words with at most a trailing number; random tokens mix digits in.
  if ((next === '(' || next === '[') && /^[A-Za-z_$][A-Za-z_$.]*[0-9]{0,2}$/.test(value)) return true;
  // A dotted token (Discord's `MTk4.GZ3x.Ab9...`) mixes digits and capitals in; a member path's
  // names are words: camelCase with a few capitals, or CONSTANT_CASE.
  const memberAccess = MEMBER_ACCESS.test(value) && (value.match(/[0-9]/g)?.length ?? 0) <= 2 && value.split('.').every(isWordLikeName);
  return memberAccess || IDENTIFIER.test(value) || /^(?:new|await|function|lambda|require|import)$/.test(value);
}

/**
 * 20+ characters of the base64 alphabet only, with upper case, lower case and digits: random, not a
 * path. A sentence's punctuation may follow (`key = /ftY…ZQ: that one`).
 */
function looksLikeBase64Key(value: string): boolean {
  return value.length >= 20 && /^[A-Za-z0-9+/]+={0,2}[.:!?]?$/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** Does the value pass the bar its key sets? Exported for the tests and the docs' examples. */
export function isSecretValue(value: string, strength: 'password' | 'secret', bare: boolean, next = ''): boolean {
  if (/\s/.test(value) || isPlaceholder(value) || looksLikeCode(value, bare, next) || /EXAMPLE/.test(value)) return false;
  // Publishable keys (Stripe `pk_live_`, Mapbox `pk.`) are public by design.
  if (/^pk[._]/.test(value)) return false;
  // Paths and URLs are where a secret lives, not the secret (URL passwords: url-credentials.ts).
  // Base64 keys start with `/` one time in 64 (AWS secret keys): those are not paths.
  if (/^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)|:\/\//.test(value) && !looksLikeBase64Key(value)) return false;
  if (strength === 'password') return value.length >= 6;
  if (value.length < 12) return false;
  // 16+ characters mixing all three classes are random even when a few repeat.
  if (value.length >= 16 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value)) return shannonEntropy(value) >= 2.5;
  return shannonEntropy(value) >= 3 && (mixesCharacterClasses(value) || /^[0-9a-f]{32,}$/.test(value));
}

function assignedKind(text: string, match: RegExpExecArray): SecretKind | undefined {
  const name = keyName(text, match);
  const cls = name === undefined ? undefined : classifyKeyName(name);
  if (!cls) return undefined;
  const g = match.groups ?? {};
  const value = g.dq ?? g.sq ?? g.eq ?? g.bare ?? '';
  const next = text[match.index + match[0].length] ?? '';
  if (!isSecretValue(value, cls.strength, g.bare !== undefined, next)) return undefined;
  // STS output names it SessionToken; the value's own prefix says it is AWS's.
  return /^(?:IQoJb3JpZ2lu|FwoGZXIvYXdz)/.test(value) ? 'aws-session-token' : cls.kind;
}

/**
 * One rule for every assignment: the kind comes from the key (aws_secret_access_key and DD_API_KEY
 * name a provider, DB_PASSWORD and apiKey a generic secret). A provider prefix inside the value
 * wins the overlap (tier 1 before 4), so `API_KEY=sk-proj-...` counts as openai-key.
 */
export const SECRET_ASSIGNMENT_RULE: SecretRule = {
  kind: 'secret-assignment',
  keywords: ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'cred', 'bearer'],
  regex: ASSIGNMENT,
  classify: assignedKind,
  tier: 4,
};

/** XML elements: `<password>...</password>`, `<apiKey>...</apiKey>` (Maven, Jenkins, .NET). */
export const XML_SECRET_ELEMENT_RULE: SecretRule = {
  kind: 'secret-assignment',
  keywords: ['pass', 'secret', 'token', 'key>'],
  regex: /<(?<name>[A-Za-z_][A-Za-z0-9_.:-]{0,60})>(?<bare>[^<>\s]{1,512})<\/\k<name>>/dg,
  classify: (text, match) => {
    const cls = classifyKeyName(match.groups?.name ?? '');
    return cls && isSecretValue(match.groups?.bare ?? '', cls.strength, false) ? cls.kind : undefined;
  },
  tier: 4,
};

/** ~/.netrc: `machine host login user password secret`, on one line or several. */
export const NETRC_RULE: SecretRule = {
  kind: 'secret-assignment',
  keywords: ['machine'],
  regex: /(?<![A-Za-z0-9_])machine\s{1,20}\S{1,253}(?:\s{1,20}login\s{1,20}\S{1,128})?\s{1,20}password\s{1,20}(?<bare>[^\s"']{1,256})/dg,
  accept: (secret) => isSecretValue(secret, 'password', false),
  tier: 4,
};
