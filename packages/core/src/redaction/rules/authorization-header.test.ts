import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { filler } from '../secret-samples.test-support.js';

const opaque = filler(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-', 11);
const BEARER = '[REDACTED:authorization-bearer]';
const BASIC = '[REDACTED:authorization-basic]';

describe('Authorization: Bearer', () => {
  it('replaces the token and keeps the header name and the scheme', () => {
    expect(redactSecrets(`Authorization: Bearer ${opaque}\nAccept: */*`).text).toBe(
      `Authorization: ${BEARER}`.replace(BEARER, `Bearer ${BEARER}`) + '\nAccept: */*',
    );
    expect(redactSecrets(`curl -H "authorization: bearer ${opaque}" https://api.example.com`).text).toBe(
      `curl -H "authorization: bearer ${BEARER}" https://api.example.com`,
    );
  });

  it('replaces the token of the header-only schemes `token` and `Bot`', () => {
    expect(redactSecrets(`Authorization: token ${opaque}`).text).toBe(`Authorization: token ${BEARER}`);
    expect(redactSecrets(`{"Authorization": "Bot ${opaque}"}`).text).toBe(`{"Authorization": "Bot ${BEARER}"}`);
  });

  it('counts a JWT or a provider token after Bearer under its own kind', () => {
    const jwt = `${btoa('{"alg":"HS256","typ":"JWT"}').replace(/=+$/, '')}.${filler(24)}.${filler(43)}`;
    expect(redactSecrets(`Authorization: Bearer ${jwt}`)).toEqual({ text: 'Authorization: Bearer [REDACTED:jwt]', counts: { jwt: 1 } });
    const ghp = 'ghp_' + filler(36);
    expect(redactSecrets(`Authorization: token ${ghp}`)).toEqual({ text: 'Authorization: token [REDACTED:github-token]', counts: { 'github-token': 1 } });
  });

  it.each([
    'Authorization: Bearer <your-token>',
    'Authorization: Bearer ${API_TOKEN}',
    'Authorization: Bearer $TOKEN',
    'Authorization: Bearer {{ secrets.API_TOKEN }}',
    'Authorization: Bearer ********',
    'Authorization: Bearer your_token_here',
    'The API uses Bearer authentication for every call.',
    'Send a Bearer token in the header.',
    'Authorization: token changeme',
  ])('keeps %s', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });
});

describe('Authorization: Basic', () => {
  it('replaces base64 user:password and keeps the scheme', () => {
    const creds = btoa('alice:S3cret-Pa55');
    expect(redactSecrets(`Authorization: Basic ${creds}`)).toEqual({ text: `Authorization: Basic ${BASIC}`, counts: { 'authorization-basic': 1 } });
  });

  it('keeps Basic credentials whose password is a placeholder, and base64 that is not user:password', () => {
    for (const text of [
      `Authorization: Basic ${btoa('user:<password>')}`,
      `Authorization: Basic ${btoa('user:changeme')}`,
      `Authorization: Basic ${btoa('just-a-user-name')}`,
      'Basic authentication is enabled on the admin port.',
    ]) {
      expect(redactSecrets(text).text).toBe(text);
    }
  });

  it('replaces only the password of curl -u / --user', () => {
    expect(redactSecrets('curl -u alice:S3cretPw https://x.example.com').text).toBe(`curl -u alice:${BASIC} https://x.example.com`);
    expect(redactSecrets('curl --user "deploy:hunter22" https://x.example.com').text).toBe(`curl --user "deploy:${BASIC}" https://x.example.com`);
  });

  it.each(['curl -u alice:$PASSWORD https://x', 'curl -u alice:<password> https://x', 'curl -u alice:abc https://x', 'curl -u "${USER}:${PASS}" https://x'])(
    'keeps %s',
    (text) => {
      expect(redactSecrets(text).text).toBe(text);
    },
  );
});
