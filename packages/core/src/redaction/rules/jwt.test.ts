import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { filler } from '../secret-samples.test-support.js';
import { hasJwtHeader } from './jwt.js';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const URLSAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const header = b64url('{"alg":"RS256","typ":"JWT","kid":"k1"}');
const payload = b64url('{"sub":"1234567890","iat":1700000000}');
const jwt = `${header}.${payload}.${filler(86, URLSAFE, 4)}`;

describe('hasJwtHeader', () => {
  it('accepts a base64url JSON object with a string alg', () => {
    expect(hasJwtHeader(header)).toBe(true);
    expect(hasJwtHeader(b64url('{"alg":"none"}'))).toBe(true);
  });

  it.each([
    ['no alg', b64url('{"typ":"JWT"}')],
    ['a numeric alg', b64url('{"alg":256}')],
    ['a JSON array', b64url('["alg"]')],
    ['JSON null', b64url('null')],
    ['not JSON', b64url('{alg: HS256')],
    ['not base64', 'eyJ$$$$'],
  ])('rejects a header with %s', (_, segment) => {
    expect(hasJwtHeader(segment)).toBe(false);
  });
});

describe('JWT rule', () => {
  it('replaces the whole token, in text and after Bearer (which stays)', () => {
    expect(redactSecrets(`token is ${jwt}, expires soon`)).toEqual({ text: 'token is [REDACTED:jwt], expires soon', counts: { jwt: 1 } });
    expect(redactSecrets(`Authorization: Bearer ${jwt}`).text).toBe('Authorization: Bearer [REDACTED:jwt]');
  });

  it('replaces an unsigned token (alg none, empty signature)', () => {
    expect(redactSecrets(`${b64url('{"alg":"none"}')}.${payload}.`).text).toBe('[REDACTED:jwt]');
  });

  it('keeps three dotted base64url segments whose header is not a JWT header', () => {
    const text = `${b64url('{"typ":"JWT","x":1}')}.${payload}.${filler(43, URLSAFE)}`;
    expect(redactSecrets(text).text).toBe(text);
  });

  it('keeps a token glued to more token characters before it', () => {
    const text = `x${jwt}`;
    expect(redactSecrets(text).counts.jwt).toBeUndefined();
  });
});
