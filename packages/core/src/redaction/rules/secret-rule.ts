import type { SecretKind } from '../secret-kinds.js';

/**
 * One detection rule (docs/redaction.md#adding-a-kind). The rule only runs when one of its
 * keywords occurs in the lower-cased text, like gitleaks' keyword prefilter, so a prompt pays
 * only for the rules it could match. The regex is global; when it has a named group `secret`
 * (and the `d` flag), only that group is replaced (or the first of `dq`, `sq`, `bare` that matched), so keys, schemes and hosts stay readable.
 */
export interface SecretRule {
  kind: SecretKind;
  /** Lower-case literals; at least one must occur in the text for the rule to run (none: always). */
  keywords: readonly string[];
  regex: RegExp;
  /** A last check on the secret part (and the whole match), for words that share a prefix. */
  accept?: (secret: string, match: RegExpExecArray, text: string) => boolean;
  /** Instead of accept: names the kind of a match from its context, or rejects it (undefined). */
  classify?: (text: string, match: RegExpExecArray) => SecretKind | undefined;
  /**
   * Which rule wins when two matches overlap: lower first. 0 private keys, 1 provider
   * prefixes, 2 JWTs, 3 contextual shapes (headers, URLs, connection strings), 4 assignments
   * (docs/redaction.md#overlaps).
   */
  tier: number;
  /**
   * Checked in code rather than by a leading lookbehind, so the regex starts with a literal and
   * the regex engine can skip ahead to it (a leading lookbehind costs a test at every position):
   * the character before the match must not be one of these, unless it ends an escape.
   */
  boundary?: 'alnum' | 'urlsafe';
}

// No letter or digit right before a token ("task-based" holds "sk-" but is a word, not a key),
// except the end of an escape: `\n` in a quoted string, or `%22` / `%3D` in a URL.
const ESCAPE_END = /(?:\\[nrt]|%[0-9A-Fa-f]{2})$/;
const ALNUM = /[A-Za-z0-9]/;
const URLSAFE = /[A-Za-z0-9_-]/;

/** Is the character before `index` a boundary for a token of this alphabet? */
export function atBoundary(text: string, index: number, boundary: 'alnum' | 'urlsafe'): boolean {
  const before = text[index - 1];
  if (before === undefined) return true;
  if (!(boundary === 'alnum' ? ALNUM : URLSAFE).test(before)) return true;
  return ESCAPE_END.test(text.slice(Math.max(0, index - 3), index));
}

export const END = '(?![A-Za-z0-9])';
export const END_URLSAFE = '(?![A-Za-z0-9_-])';

/** A random string mixes at least two of lower case, upper case and digits; prose does not. */
export function mixesCharacterClasses(text: string): boolean {
  let classes = 0;
  if (/[a-z]/.test(text)) classes++;
  if (/[A-Z]/.test(text)) classes++;
  if (/[0-9]/.test(text)) classes++;
  return classes >= 2;
}

// Eight identical characters in a row (`ghp_xxxxxxxx...`, `AKIAXXXXXXXX...`) are filler in a
// template. Shorter runs occur in real random tokens (six equal hex digits: about 1 in 40,000).
const FILLER_RUN = /(.)\1{7}/;

/** A provider token: a literal prefix, so the prefix (lower-cased) is the keyword. */
export function prefixed(
  kind: SecretKind,
  prefixes: readonly string[],
  body: string,
  options: { urlsafe?: boolean; accept?: SecretRule['accept'] } = {},
): SecretRule {
  const end = options.urlsafe ? END_URLSAFE : END;
  const alternatives = prefixes.map(escapeRegExp).join('|');
  return {
    kind,
    keywords: prefixes.map((p) => p.toLowerCase()),
    regex: new RegExp(`(?:${alternatives})${body}${end}`, 'g'),
    boundary: options.urlsafe ? 'urlsafe' : 'alnum',
    tier: 1,
    accept: (secret, match, text) => !FILLER_RUN.test(secret) && (!options.accept || options.accept(secret, match, text)),
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Accepts a match whose part after the first `separator` mixes character classes. */
export function mixedAfter(separator: string): (secret: string) => boolean {
  return (secret) => mixesCharacterClasses(secret.slice(secret.indexOf(separator) + separator.length));
}
