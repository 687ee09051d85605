import fc from 'fast-check';
import type { SecretKind } from './secret-kinds.js';

// Samples are assembled from parts at run time, so no complete secret-shaped literal sits in
// the repository for secret scanners to flag.
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const URLSAFE = `${BASE62}_-`;

/** A deterministic, realistic-looking random part of `length` characters from `alphabet`. */
export function filler(length: number, alphabet = BASE62, seed = 7): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

const pemBody = (seed: number) =>
  [filler(64, `${BASE62}+/`, seed), filler(64, `${BASE62}+/`, seed + 1), `${filler(20, BASE62, seed + 2)}==`].join('\n');

/** One realistic sample per kind, as it would be pasted into a prompt. */
export const SAMPLE_SECRETS: Record<SecretKind, string> = {
  'private-key': ['-----BEGIN RSA PRIVATE', ' KEY-----\n', pemBody(1), '\n-----END RSA PRIVATE', ' KEY-----'].join(''),
  'aws-access-key-id': 'AKIA' + filler(16, UPPER_ALNUM, 11),
  'github-token': 'ghp_' + filler(36, BASE62, 12),
  'gitlab-token': 'glpat-' + filler(20, URLSAFE, 13),
  'slack-token': 'xoxb-' + '2' + filler(11, '0123456789', 14) + '-' + filler(13, '0123456789', 15) + '-' + filler(24, BASE62, 16),
  'stripe-key': 'sk_' + 'live_' + filler(24, BASE62, 17),
  'anthropic-key': 'sk-ant-' + 'api03-' + filler(93, URLSAFE, 18) + 'AA',
  'openai-key': 'sk-' + 'proj-' + filler(120, URLSAFE, 19),
  'google-api-key': 'AIza' + filler(35, URLSAFE, 20),
  'secgate-token': 'sgp_' + filler(38, BASE62, 21),
};

const chars = (alphabet: string, length: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });
const lengthBetween = (alphabet: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
// Random parts of keys are random: they mix character classes, which the detector relies on.
const mixed = (alphabet: string, min: number, max: number) =>
  lengthBetween(alphabet, min - 2, max - 2).map((s) => `a${s}7`);

const pemLabel = fc.constantFrom('RSA ', 'EC ', 'DSA ', 'OPENSSH ', 'ENCRYPTED ', '');

/** A generated secret of every kind, in the shapes the providers issue. */
export const secretArbitrary: Record<SecretKind, fc.Arbitrary<string>> = {
  'private-key': fc
    .tuple(pemLabel, fc.array(chars(`${BASE62}+/`, 64), { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([label, lines, terminated]) => {
      const head = `-----BEGIN ${label}PRIVATE KEY-----\n${lines.join('\n')}`;
      return terminated ? `${head}\n-----END ${label}PRIVATE KEY-----` : head;
    }),
  'aws-access-key-id': fc.tuple(fc.constantFrom('AKIA', 'ASIA'), chars(UPPER_ALNUM, 16)).map(([p, s]) => p + s),
  'github-token': fc.oneof(
    fc.tuple(fc.constantFrom('ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'), lengthBetween(BASE62, 36, 60)).map(([p, s]) => p + s),
    lengthBetween(`${BASE62}_`, 82, 90).map((s) => 'github_' + 'pat_' + s),
  ),
  'gitlab-token': lengthBetween(URLSAFE, 20, 30).map((s) => 'glpat-' + s),
  'slack-token': fc
    .tuple(fc.constantFrom('a', 'b', 'p', 'r', 's'), chars('0123456789', 12), mixed(BASE62, 24, 32))
    .map(([t, id, s]) => `xox${t}-${id}-${s}`),
  'stripe-key': fc.tuple(fc.constantFrom('sk', 'rk'), lengthBetween(BASE62, 24, 99)).map(([p, s]) => `${p}_live_${s}`),
  'anthropic-key': mixed(URLSAFE, 40, 108).map((s) => 'sk-ant-' + 'api03-' + s),
  'openai-key': fc.oneof(
    mixed(BASE62, 48, 48).map((s) => 'sk-' + s),
    fc.tuple(fc.constantFrom('proj-', 'svcacct-', 'admin-'), mixed(URLSAFE, 40, 160)).map(([p, s]) => 'sk-' + p + s),
  ),
  'google-api-key': chars(URLSAFE, 35).map((s) => 'AIza' + s),
  'secgate-token': chars(BASE62, 38).map((s) => 'sgp_' + s),
};
