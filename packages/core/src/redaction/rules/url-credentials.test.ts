import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { filler } from '../secret-samples.test-support.js';

const MARK = '[REDACTED:url-credentials]';
const password = filler(16);

describe('URL credentials', () => {
  it.each([
    ['postgres://app:', '@db.internal:5432/orders'],
    ['mongodb+srv://svc:', '@cluster0.abcde.mongodb.net/?retryWrites=true'],
    ['redis://default:', '@cache:6379/0'],
    ['amqp://guest:', '@[::1]:5672/vhost'],
    ['https://deploy:', '@example.com/path?q=1#top'],
    ['ftp://:', '@files.example.com'],
  ])('replaces only the password of %s…', (before, after) => {
    const { text, counts } = redactSecrets(`connect to ${before}${password}${after} now`);
    expect(text).toBe(`connect to ${before}${MARK}${after} now`);
    expect(counts).toEqual({ 'url-credentials': 1 });
  });

  it('keeps a password made of symbols as long as the URL allows it', () => {
    const { text } = redactSecrets('mysql://root:p%40ss!w0rd;x@10.0.0.7:3306/db');
    expect(text).toBe(`mysql://root:${MARK}@10.0.0.7:3306/db`);
  });

  it.each([
    'postgres://user:password@localhost:5432/db',
    'postgres://app:pass@db/x',
    'https://user:Passw0rd@example.com',
    'postgres://app:${DB_PASSWORD}@db:5432/x',
    'postgres://app:$DB_PASSWORD@db:5432/x',
    'mongodb+srv://app:<password>@cluster0.mongodb.net',
    'redis://:********@cache:6379',
    'https://app:changeme@example.com',
    'http://proxy:8080@example.com', // a port, not a password
    'https://example.com:8443/path',
    'mailto:someone@example.com',
  ])('keeps %s', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });

  it('never changes the scheme, user, host, port or path of any URL', () => {
    const scheme = fc.constantFrom('http', 'https', 'postgres', 'postgresql', 'mysql', 'mongodb+srv', 'redis', 'amqp', 'ftp', 'ldap');
    const user = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/);
    const pw = fc.stringMatching(/^[A-Za-z0-9!*%.~-]{1,40}$/);
    const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}(?:\.[a-z]{2,6}){0,2}$/);
    const port = fc.integer({ min: 1, max: 65535 });
    const path = fc.stringMatching(/^[a-z0-9/]{0,20}$/);
    fc.assert(
      fc.property(scheme, user, pw, host, port, path, (s, u, p, h, n, rest) => {
        const { text } = redactSecrets(`${s}://${u}:${p}@${h}:${n}/${rest}`);
        expect(text.startsWith(`${s}://${u}:`)).toBe(true);
        expect(text.endsWith(`@${h}:${n}/${rest}`)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
