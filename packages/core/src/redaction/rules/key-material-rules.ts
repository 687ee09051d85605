import { prefixed, type SecretRule } from './secret-rule.js';

/**
 * Key material that is not a PEM block (those are find-private-key-blocks.ts), and secgate's own
 * tokens (docs/redaction.md#kinds).
 */
export const KEY_MATERIAL_RULES: readonly SecretRule[] = [
  prefixed('age-secret-key', ['AGE-SECRET-KEY-1'], '[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'),
  // PuTTY .ppk: the private half, from `Private-Lines:` to the MAC; the public lines stay.
  {
    kind: 'private-key',
    keywords: ['private-lines:'],
    regex: /Private-Lines: [0-9]{1,3}(?:\r?\n|\\r?\\n)(?:[A-Za-z0-9+/=]{1,80}(?:\r?\n|\\r?\\n)){1,200}Private-(?:MAC|Hash): [0-9a-f]{20,128}/g,
    tier: 0,
  },
  // `sgp_` + 32 base62 + 6 base62 of checksum (docs/api.md#authentication); the checksum is not
  // verified, since a mistyped token is still worth hiding.
  prefixed('secgate-token', ['sgp_'], '[A-Za-z0-9]{38}'),
];
