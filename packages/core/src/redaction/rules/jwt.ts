import { decodeBase64 } from './base64.js';
import type { SecretRule } from './secret-rule.js';

/**
 * JSON Web Tokens anywhere: three base64url segments whose header decodes to a JSON object with
 * `alg` (docs/redaction.md#kinds). The signature may be empty (`alg: none`). A JWT after
 * `Bearer` is counted as jwt: the more specific name tells the model more.
 */
export const JWT_RULE: SecretRule = {
  kind: 'jwt',
  keywords: ['eyj'],
  regex: /eyJ[A-Za-z0-9_-]{8,2048}\.[A-Za-z0-9_-]{2,16384}\.[A-Za-z0-9_-]{0,2048}(?![A-Za-z0-9_-])/g,
  accept: (secret) => hasJwtHeader(secret.slice(0, secret.indexOf('.'))),
  boundary: 'urlsafe',
  tier: 2,
};

export function hasJwtHeader(segment: string): boolean {
  const json = decodeBase64(segment);
  if (json === undefined) return false;
  try {
    const header: unknown = JSON.parse(json);
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}
