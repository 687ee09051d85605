import { describe, expect, it } from 'vitest';
import { classifyKeyName, keyWords } from './secret-key-names.js';

describe('keyWords', () => {
  it.each([
    ['DB_PASSWORD', ['db', 'password']],
    ['apiKey', ['api', 'key']],
    ['x-api-key', ['x', 'api', 'key']],
    ['spring.datasource.password', ['spring', 'datasource', 'password']],
    ['clientSecret2', ['client', 'secret2']],
    ['__', []],
  ])('splits %s', (name, words) => {
    expect(keyWords(name)).toEqual(words);
  });
});

describe('classifyKeyName', () => {
  it.each(['DB_PASSWORD', 'password', 'userPassword', 'db.passwd', 'SMTP_PASS', 'mysql_pwd', 'ldap-pw', 'passphrase', 'adminpassword'])(
    '%s names a password (the low bar)',
    (name) => {
      expect(classifyKeyName(name)).toEqual({ strength: 'password', kind: 'secret-assignment' });
    },
  );

  it.each(['API_KEY', 'apiKey', 'x-api-key', 'client_secret', 'GITHUB_TOKEN', 'authToken', 'xapikey', 'credentials', 'signing_key', 'private_key'])(
    '%s names a generic secret (the entropy bar)',
    (name) => {
      expect(classifyKeyName(name)).toEqual({ strength: 'secret', kind: 'secret-assignment' });
    },
  );

  it.each([
    ['aws_secret_access_key', 'aws-secret-access-key'],
    ['SecretAccessKey', 'aws-secret-access-key'],
    ['AWS_SESSION_TOKEN', 'aws-session-token'],
    ['CLOUDFLARE_API_TOKEN', 'cloudflare-api-token'],
    ['CF_API_TOKEN', 'cloudflare-api-token'],
    ['DD_API_KEY', 'datadog-api-key'],
    ['DD_APP_KEY', 'datadog-api-key'],
    ['MAILGUN_API_KEY', 'mailgun-api-key'],
    ['DISCORD_BOT_TOKEN', 'discord-bot-token'],
    ['TELEGRAM_BOT_TOKEN', 'telegram-bot-token'],
  ] as const)('%s names the provider secret %s', (name, kind) => {
    expect(classifyKeyName(name)).toEqual({ strength: 'secret', kind });
  });

  it('keeps the provider kind under a password word', () => {
    expect(classifyKeyName('datadog_password')).toEqual({ strength: 'password', kind: 'datadog-api-key' });
  });

  it.each([
    'PWD', // the shell's working directory
    'pass',
    'key',
    'primary_key',
    'sort_key',
    'foreign_key',
    'password_hash',
    'token_url',
    'api_key_id',
    'secret_name',
    'password_length',
    'public_key',
    'TOKEN_EXPIRY',
    'passport',
    'monkey',
    'keyboard',
    '',
  ])('%s does not name a secret value', (name) => {
    expect(classifyKeyName(name)).toBeUndefined();
  });
});
