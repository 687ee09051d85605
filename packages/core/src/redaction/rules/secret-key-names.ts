import type { SecretKind } from '../secret-kinds.js';

/**
 * What a key name says about its value (docs/redaction.md#assignments): a password (low bar),
 * a generic secret (entropy bar), a provider secret that has no prefix of its own, or nothing.
 */
export type KeyClass = { strength: 'password' | 'secret'; kind: SecretKind } | undefined;

const PASSWORD_WORDS = new Set(['password', 'passwd', 'passphrase', 'passwort', 'contrasena', 'motdepasse']);
// Short forms count only as the last word of a longer name: `PWD` alone is the shell's directory.
const PASSWORD_SUFFIXES = new Set(['pwd', 'pass', 'pw']);
const SECRET_WORDS = new Set([
  'secret',
  'secrets',
  'token',
  'apikey',
  'credential',
  'credentials',
  'creds',
  'auth',
  'authtoken',
  'accesstoken',
  'refreshtoken',
  'secretkey',
  'privatekey',
  'clientsecret',
  'accesskey',
  'passkey',
  'sessionkey',
  'bearer',
]);
// `<word>_key` is a secret only after these words; `primary_key`, `sort_key`, `foreign_key` are not.
const KEY_QUALIFIERS = new Set([
  'api',
  'access',
  'secret',
  'private',
  'signing',
  'encryption',
  'master',
  'account',
  'app',
  'client',
  'service',
  'shared',
  'webhook',
  'session',
  'auth',
  'license',
  'application',
  'consumer',
  'subscription',
  'admin',
  'root',
  'hmac',
  'jwt',
  'cookie',
  'server',
  'ca',
  'storage',
  'sas',
  'decryption',
  'crypt',
  'aes',
  'ingest',
  'write',
  'read',
  'deploy',
]);
// Words that make the value a reference, a setting or a public part, not the secret itself.
// A hash under `password_hash` or `commit_sha` is kept: the name says it is a digest.
const NOT_THE_SECRET = new Set([
  'id',
  'ids',
  'name',
  'names',
  'type',
  'types',
  'file',
  'files',
  'path',
  'dir',
  'url',
  'uri',
  'endpoint',
  'hash',
  'hashed',
  'sha',
  'sha1',
  'sha256',
  'sha512',
  'md5',
  'digest',
  'checksum',
  'commit',
  'fingerprint',
  'length',
  'len',
  'size',
  'count',
  'limit',
  'max',
  'min',
  'ttl',
  'expiry',
  'expires',
  'expiration',
  'expire',
  'header',
  'field',
  'param',
  'policy',
  'format',
  'mode',
  'method',
  'enabled',
  'enable',
  'disabled',
  'prefix',
  'public',
  'pub',
  'version',
  'location',
  'arn',
  'region',
  'env',
  'var',
  'ref',
  'hint',
  'reset',
  'regex',
  'pattern',
  'label',
  'prompt',
  'input',
  'encoding',
  'algorithm',
  'alg',
  'kind',
  'index',
  'usage',
  'scope',
  'scopes',
  'audience',
  'issuer',
  'provider',
  'strength',
  'rotation',
  'required',
  'length',
  'lifetime',
  'timeout',
  'store',
  'placeholder',
  'example',
  'template',
  'validation',
  'valid',
  'invalid',
  'error',
  'errors',
  'message',
]);

/** Splits `DB_PASSWORD`, `apiKey`, `x-api-key`, `spring.datasource.password` into lower-case words. */
export function keyWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

export function classifyKeyName(name: string): KeyClass {
  const words = keyWords(name);
  if (words.length === 0 || words.some((w) => NOT_THE_SECRET.has(w))) return undefined;
  const has = (w: string) => words.includes(w);
  const provider = providerKind(words, has);
  const last = words[words.length - 1] ?? '';
  if (words.some((w) => PASSWORD_WORDS.has(w) || /(?:password|passwd)$/.test(w)) || (words.length > 1 && PASSWORD_SUFFIXES.has(last))) {
    return { strength: 'password', kind: provider ?? 'secret-assignment' };
  }
  const qualifiedKey = words.some((w, i) => w === 'key' && i > 0 && KEY_QUALIFIERS.has(words[i - 1] ?? ''));
  // Compounds count too: `apisecret`, `authtoken`, `xapikey`.
  if (words.some((w) => SECRET_WORDS.has(w) || /(?:secret|token|apikey)$/.test(w)) || qualifiedKey)
    return { strength: 'secret', kind: provider ?? 'secret-assignment' };
  return undefined;
}

/** Provider secrets without a prefix of their own, named by the key they are assigned to. */
function providerKind(words: readonly string[], has: (w: string) => boolean): SecretKind | undefined {
  if (has('aws') && has('session') && has('token')) return 'aws-session-token';
  if ((has('aws') && has('secret')) || (has('secret') && has('access') && has('key'))) return 'aws-secret-access-key';
  if (has('cloudflare') || (has('cf') && has('token')) || (has('origin') && has('ca') && has('key'))) return 'cloudflare-api-token';
  if (has('datadog') || (has('dd') && (has('api') || has('app') || has('application')))) return 'datadog-api-key';
  if (has('mailgun')) return 'mailgun-api-key';
  if (has('discord') && words.includes('token')) return 'discord-bot-token';
  if (has('telegram') && words.includes('token')) return 'telegram-bot-token';
  return undefined;
}
