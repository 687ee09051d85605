import { mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/**
 * Cloud provider credentials with a published prefix (docs/redaction.md#kinds). AWS secret
 * keys, session tokens and Cloudflare tokens have no prefix: they are found by the key they
 * are assigned to (secret-assignment.ts). Azure connection strings: azure-connection-string.ts.
 */
export const CLOUD_RULES: readonly SecretRule[] = [
  // Access key ids: AKIA long-term, ASIA temporary; ABIA/ACCA are other AWS principals.
  prefixed('aws-access-key-id', ['AKIA', 'ASIA', 'ABIA', 'ACCA'], '[A-Z0-9]{16}'),
  prefixed('google-api-key', ['AIza'], '[A-Za-z0-9_-]{35}', { urlsafe: true }),
  prefixed('google-oauth-client-secret', ['GOCSPX-'], '[A-Za-z0-9_-]{28}', { urlsafe: true }),
  // Entra ID (Azure AD) client secrets: three characters, a digit, `Q~`, then 31 to 34 more.
  {
    kind: 'azure-ad-client-secret',
    keywords: ['q~'],
    regex: new RegExp(`(?:(?<![A-Za-z0-9_~.-])|(?<=\\\\[nrt]))[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~-]|\\.[A-Za-z0-9_~.-])`, 'g'),
    tier: 1,
  },
  prefixed('digitalocean-token', ['dop_v1_', 'doo_v1_', 'dor_v1_'], '[a-f0-9]{64}'),
  prefixed('alibaba-access-key-id', ['LTAI'], '[A-Za-z0-9]{12,20}', { accept: mixedAfter('LTAI') }),
  prefixed('heroku-api-key', ['HRKU-AA'], '[A-Za-z0-9_-]{58}', { urlsafe: true }),
];
