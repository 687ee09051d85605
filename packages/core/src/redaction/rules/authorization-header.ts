import { decodeBase64, isPrintableAscii } from './base64.js';
import { isPlaceholder } from './placeholder.js';
import { mixesCharacterClasses, type SecretRule } from './secret-rule.js';

/** Basic credentials decode to `user:password` in printable ASCII. */
function isBasicCredentials(secret: string): boolean {
  // Base64 characters right after the value (`Basic dXNlcjpwdw==/+//`) are read with it: try the
  // whole quads too, dropping up to four of them from the end.
  const whole = secret.length - (secret.length % 4);
  const candidates = [secret, ...[0, 4, 8, 12, 16].map((cut) => secret.slice(0, whole - cut)).filter((c) => c.length >= 4)];
  // The longest that reads as `user:password` is the credential; its password decides.
  for (const candidate of candidates) {
    const decoded = decodeBase64(candidate);
    if (decoded !== undefined && decoded.includes(':') && isPrintableAscii(decoded)) return !isPlaceholder(decoded.slice(decoded.indexOf(':') + 1));
  }
  return false;
}

const opaqueToken = (secret: string) => !isPlaceholder(secret) && mixesCharacterClasses(secret);

/**
 * HTTP credentials (docs/redaction.md#what-is-replaced): the value after the scheme word is
 * replaced, `Authorization: Bearer` and `Basic` stay. A JWT or a provider token after Bearer is
 * counted under its own kind (a lower tier wins the overlap).
 */
export const AUTHORIZATION_RULES: readonly SecretRule[] = [
  {
    kind: 'authorization-bearer',
    keywords: ['bearer'],
    regex: /(?<![A-Za-z0-9])[Bb]earer[ \t]{1,4}(?<secret>[A-Za-z0-9._~+/-]{8,4096}=*)/dg,
    accept: opaqueToken,
    tier: 3,
  },
  // GitHub's `Authorization: token ghx...` and other header-only schemes.
  {
    kind: 'authorization-bearer',
    keywords: ['authorization'],
    regex: /authorization["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?:token|Token|TOKEN|Bot)[ \t]{1,4}(?<secret>[A-Za-z0-9._~+/-]{8,4096}=*)/dgi,
    accept: opaqueToken,
    tier: 3,
  },
  // Any other scheme that carries a credential: `SSWS`, `ApiKey`, `Splunk`, `Negotiate`, `NTLM`, ...
  // Digest is left: its `response` is a one-time hash over a nonce, not a reusable secret.
  {
    kind: 'authorization-bearer',
    keywords: ['authorization'],
    regex:
      /authorization["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?!(?:basic|bearer|digest|token|bot)[ \t])[A-Za-z][A-Za-z0-9_.-]{1,30}[ \t]{1,4}(?<secret>[A-Za-z0-9._~+/-]{8,4096}=*)/dgi,
    accept: opaqueToken,
    tier: 3,
  },
  {
    kind: 'authorization-basic',
    keywords: ['basic'],
    regex: /(?<![A-Za-z0-9])[Bb]asic[ \t]{1,4}(?<secret>[A-Za-z0-9+/]{6,4096}={0,2})/dg,
    accept: isBasicCredentials,
    tier: 3,
  },
  // curl / wget `-u user:password`: only the password part.
  {
    kind: 'authorization-basic',
    keywords: ['-u ', '--user', '-u"', "-u'"],
    regex: /(?<![A-Za-z0-9-])(?:-u|--user|--proxy-user)[ \t=]{0,4}["']?[^\s:"'$]{1,128}:(?<secret>[^\s"']{1,256})/dg,
    accept: (secret) => !isPlaceholder(secret) && !secret.startsWith('$') && secret.length >= 4,
    tier: 3,
  },
];
