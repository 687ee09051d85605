import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { filler } from '../secret-samples.test-support.js';
import { isSecretValue } from './secret-assignment.js';

const MARK = '[REDACTED:secret-assignment]';
const token = filler(32);

describe('isSecretValue', () => {
  it('sets the password bar at 6 characters', () => {
    expect(isSecretValue('hunt3r', 'password', false)).toBe(true);
    expect(isSecretValue('hunt3', 'password', false)).toBe(false);
  });

  it('sets the secret bar at 12 characters', () => {
    expect(isSecretValue('aA1bB2cC3dD4', 'secret', false)).toBe(true);
    expect(isSecretValue('aA1bB2cC3dD', 'secret', false)).toBe(false);
  });

  it('sets the secret bar at an entropy of exactly 3 bits per character below 16 characters', () => {
    expect(isSecretValue('aA1bB2cCaA1b', 'secret', false)).toBe(false); // 8 symbols, unevenly: 2.92
    expect(isSecretValue('aA1bB2cCdD3e', 'secret', false)).toBe(true); // 12 symbols: 3.58
    expect(isSecretValue('aA1bB2aA1bB2', 'secret', false)).toBe(false); // 6 symbols, evenly: 2.58
  });

  it('lowers the bar to 2.5 bits for 16 characters or more mixing lower case, upper case and digits', () => {
    expect(isSecretValue('aA1bB2cCaA1bB2ca', 'secret', false)).toBe(true); // just under 3
    expect(isSecretValue('aA1bB2aA1bB2aA1b', 'secret', false)).toBe(true); // 6 symbols: 2.58
    expect(isSecretValue('aA1b'.repeat(4), 'secret', false)).toBe(false); // 2.0
  });

  it('wants mixed character classes for a secret, or long lower-case hex', () => {
    expect(isSecretValue('qwertyuiopasdfgh', 'secret', false)).toBe(false);
    expect(isSecretValue(filler(32, '0123456789abcdef'), 'secret', false)).toBe(true);
  });

  it.each([
    ['a placeholder', 'changeme'],
    ['whitespace', 'two words here'],
    ['an AWS EXAMPLE value', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['a publishable key', `pk_live_${token}`],
    ['a path', '/run/secrets/db_password'],
    ['a home path', '~/.ssh/id_ed25519'],
    ['a URL', 'https://vault.example.com/v1/secret'],
    ['a template', 'pre-${SECRET}-post'],
  ])('rejects %s', (_, value) => {
    expect(isSecretValue(value, 'password', false)).toBe(false);
  });

  it('rejects code only when the value is bare', () => {
    expect(isSecretValue('process.env.API_KEY', 'secret', true)).toBe(false);
    expect(isSecretValue('getpass', 'password', true, '(')).toBe(false);
    expect(isSecretValue('userPassword', 'password', true)).toBe(false);
    expect(isSecretValue('userPassword', 'password', false)).toBe(true);
  });

  it('reads a dotted value as a member path only when its names are words', () => {
    expect(isSecretValue('config.dbPassword', 'password', true)).toBe(false);
    expect(isSecretValue('settings.oauth2Token', 'password', true)).toBe(false);
    expect(isSecretValue('aws.s3.secret', 'password', true)).toBe(false);
    // A digit run into lower case is a random token (CI's property found this one).
    expect(isSecretValue('Xc7dlAt.h5xnsEnpO', 'password', true)).toBe(true);
  });
});

describe('secret assignments', () => {
  it.each([
    ['DB_PASSWORD=', 'hunter22', ''],
    ['export API_TOKEN=', token, ''],
    ['password: "', 'S3cret!pw', '"'],
    ["api_key = '", token, "'"],
    ['"apiKey": "', token, '"'],
    ['spring.datasource.password=', 'Pa55w0rd!', ''],
    ['client_secret := "', token, '"'],
    ['db.password => "', 'Pa55w0rd!', '"'],
  ])('replaces only the value of %s…', (before, value, after) => {
    const { text, counts } = redactSecrets(`${before}${value}${after}\n`);
    expect(text).toBe(`${before}${MARK}${after}\n`);
    expect(counts).toEqual({ 'secret-assignment': 1 });
  });

  it('names the provider from the key', () => {
    const awsSecret = filler(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 2);
    expect(redactSecrets(`aws_secret_access_key = ${awsSecret}`)).toEqual({
      text: 'aws_secret_access_key = [REDACTED:aws-secret-access-key]',
      counts: { 'aws-secret-access-key': 1 },
    });
    expect(redactSecrets(`DD_API_KEY=${filler(32, '0123456789abcdef')}`).counts).toEqual({ 'datadog-api-key': 1 });
  });

  // One AWS secret key in 64 starts with `/`: it is no path, even with a sentence's colon after it
  // (CI's property found this one).
  it('reads a base64 key that starts with / as a key, punctuation after it or not', () => {
    const awsSecret = `/${filler(39, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 3)}`;
    for (const after of ['', ':', '.', ': the old one']) expect(redactSecrets(`aws_secret_access_key = ${awsSecret}${after}`).text).not.toContain(awsSecret);
    expect(redactSecrets('secret_dir = /var/lib/app/secrets:').counts).toEqual({});
  });

  it('lets a provider prefix in the value win the overlap', () => {
    const openai = `sk-proj-${filler(40)}`;
    expect(redactSecrets(`OPENAI_API_KEY=${openai}`)).toEqual({ text: 'OPENAI_API_KEY=[REDACTED:openai-key]', counts: { 'openai-key': 1 } });
  });

  it('replaces XML elements and netrc passwords, value only', () => {
    expect(redactSecrets('<password>Pa55w0rd!</password>').text).toBe(`<password>${MARK}</password>`);
    expect(redactSecrets('machine api.example.com login alice password Pa55w0rd!').text).toBe(`machine api.example.com login alice password ${MARK}`);
  });

  it.each([
    'password = os.environ["DB_PASSWORD"]',
    'password = os.getenv("DB_PASSWORD")',
    'api_key: process.env.API_KEY',
    'const token = config.auth.token;',
    'password = getpass()',
    'token = ${API_TOKEN}',
    'API_KEY="${API_KEY}"',
    'password: "{{ secrets.DB_PASSWORD }}"',
    'token: ${{ secrets.GITHUB_TOKEN }}',
    'password: ********',
    'password=changeme',
    'DB_PASSWORD=<your password>',
    'api_key = "your_api_key_here"',
    'password = userPassword',
    'password_hash = "$2b$12$abcdefghijklmnopqrstuv"',
    'primary_key = "id_abcdef123456XYZ"',
    'PWD=/home/alice/projects',
    'secret_file: /run/secrets/db',
    'arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf',
    'token = short1',
    'password: !vault |',
  ])('keeps %s', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });
});
