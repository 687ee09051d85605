import { isPlaceholder } from './placeholder.js';
import type { SecretRule } from './secret-rule.js';

// Documentation's stand-ins for the password of a URL (`user:pass@host`).
const URL_PLACEHOLDERS = new Set(['pass', 'pw', 'pwd', 'user', 'username', 'secret', 'password', 'passw0rd']);

/**
 * `scheme://user:password@host` in any scheme: databases (postgres, mysql, mongodb+srv, redis),
 * brokers (amqp), http(s), ftp, smtp, ldap... Only the password is replaced, so the model still
 * sees the scheme, user, host and path: `postgres://app:[REDACTED:url-credentials]@db:5432/x`
 * (docs/redaction.md#what-is-replaced). A password is never `@`, `/` or whitespace in a valid URL.
 */
export const URL_CREDENTIALS_RULE: SecretRule = {
  kind: 'url-credentials',
  keywords: ['://'],
  regex: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/[^\s:/@?#"'<>]{0,128}:(?<secret>[^\s/@?#"'<>]{1,256})@(?=[A-Za-z0-9[_-])/dg,
  accept: (secret) => !isPlaceholder(secret) && !URL_PLACEHOLDERS.has(secret.toLowerCase()) && !/^[0-9]{1,5}$/.test(secret),
  tier: 3,
};
