import type { SecretKind } from './secret-kinds.js';

/**
 * One token-shaped secret kind: a global regular expression plus, where the prefix alone could
 * occur in prose or code (`sk-`, `xoxb-`), a check on the random part so that words are kept.
 */
export interface TokenPattern {
  kind: Exclude<SecretKind, 'private-key'>;
  regex: RegExp;
  accept?: (match: string) => boolean;
}

// No letter or digit right before a token ("task-based" holds "sk-" but is a word, not a key),
// except the end of an escape: `\n` in a quoted string, or `%22` / `%3D` in a URL.
const ESCAPE_BEFORE = '(?<=\\\\[nrt]|%[0-9A-Fa-f]{2})';
const START = `(?:(?<![A-Za-z0-9])|${ESCAPE_BEFORE})`;

/** A random string mixes at least two of lower case, upper case and digits; prose does not. */
export function mixesCharacterClasses(text: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(text)).length;
  return classes >= 2;
}

/**
 * Token kinds in detection order. Lengths follow the providers' published formats; where a
 * provider documents that tokens may grow (GitHub, GitLab, Stripe, OpenAI, Anthropic) the
 * length is a minimum, so a longer token is still masked whole.
 */
export const TOKEN_PATTERNS: readonly TokenPattern[] = [
  {
    kind: 'aws-access-key-id',
    regex: new RegExp(`${START}(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])`, 'g'),
  },
  {
    kind: 'github-token',
    regex: new RegExp(`${START}(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{82,})`, 'g'),
  },
  {
    kind: 'gitlab-token',
    // Newer GitLab tokens carry dot-separated routing segments after the random part.
    regex: new RegExp(`${START}glpat-[A-Za-z0-9_-]{20,}(?:\\.[A-Za-z0-9_-]+)*`, 'g'),
  },
  {
    kind: 'slack-token',
    regex: new RegExp(`${START}xox[abprs]-[A-Za-z0-9-]{10,}`, 'g'),
    // Real Slack tokens always hold numeric team/user ids; "xoxb-your-token-here" does not.
    accept: (match) => /[0-9]/.test(match.slice(5)),
  },
  {
    kind: 'stripe-key',
    regex: new RegExp(`${START}[sr]k_live_[A-Za-z0-9]{16,}`, 'g'),
  },
  {
    kind: 'anthropic-key',
    regex: new RegExp(`${START}sk-ant-[A-Za-z0-9_-]{32,}`, 'g'),
    accept: (match) => mixesCharacterClasses(match.slice('sk-ant-'.length)),
  },
  {
    kind: 'openai-key',
    // Project, service-account and admin keys hold '-' and '_'; legacy keys are plain base62.
    regex: new RegExp(
      `${START}sk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|(?!ant-)[A-Za-z0-9]{32,})`,
      'g',
    ),
    accept: (match) => mixesCharacterClasses(match.replace(/^sk-(?:proj-|svcacct-|admin-|None-)?/, '')),
  },
  {
    kind: 'google-api-key',
    regex: new RegExp(`(?:(?<![A-Za-z0-9_-])|${ESCAPE_BEFORE})AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])`, 'g'),
  },
  {
    kind: 'secgate-token',
    // `sgp_` + 32 base62 + 6 base62 of checksum (docs/api.md#authentication); the checksum is not
    // verified here, since a mistyped token is still worth hiding.
    regex: new RegExp(`${START}sgp_[A-Za-z0-9]{38}(?![A-Za-z0-9])`, 'g'),
  },
];
