import { describe, expect, it } from 'vitest';
import { hashBrowserSecret, isWellFormedBrowserSecret, newBrowserSecret } from './browser-secret.js';

describe('browser secrets', () => {
  it('are 256 random bits in 43 base64url characters, fresh every time, stored only as their SHA-256', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => newBrowserSecret()));
    expect(secrets.size).toBe(200);
    for (const secret of secrets) {
      expect(isWellFormedBrowserSecret(secret)).toBe(true);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
    expect(hashBrowserSecret('x')).toBe('2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881');
  });

  it('refuse anything else without looking it up: a token, a hash, padding, other characters', () => {
    for (const text of ['', 'sgp_0123456789abcdefghijABCDEFGHIJ012345', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, 42, null]) {
      expect(isWellFormedBrowserSecret(text)).toBe(false);
    }
  });
});
