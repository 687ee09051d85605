import { decodeBase64, isPrintableAscii } from './base64.js';
import type { SecretRule } from './secret-rule.js';

/**
 * `"auth": "<base64 of user:password>"` in ~/.docker/config.json and Kubernetes pull secrets
 * (docs/redaction.md#what-is-replaced): the base64 value is replaced, the key stays.
 */
export const DOCKER_CONFIG_AUTH_RULE: SecretRule = {
  kind: 'docker-config-auth',
  keywords: ['"auth"', 'auth\\"'],
  // Also escaped, as config.json inside a JSON string: `\"auth\": \"...\"`.
  regex: /\\?"auth\\?"[ \t]{0,4}:[ \t]{0,4}\\?"(?<secret>[A-Za-z0-9+/]{8,2048}={0,2})\\?"/dg,
  accept: (secret) => {
    const decoded = decodeBase64(secret);
    return decoded !== undefined && decoded.includes(':') && isPrintableAscii(decoded);
  },
  tier: 3,
};
