import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.js';
import { base62Fixed, randomBase62 } from './base62.js';
import { createPersonalAccessToken, hashToken, isWellFormedToken, TOKEN_LENGTH } from './personal-access-token.js';
import { testIds } from '../test-store.test-support.js';

describe('crc32', () => {
  it('matches the IEEE check value', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('base62', () => {
  it('writes fixed-width numbers, most significant first', () => {
    expect(base62Fixed(0, 6)).toBe('000000');
    expect(base62Fixed(61, 2)).toBe('0z');
    expect(base62Fixed(62, 2)).toBe('10');
    expect(base62Fixed(0xffffffff, 6)).toHaveLength(6);
    expect(() => base62Fixed(62 ** 2, 2)).toThrow(RangeError);
  });

  it('throws bytes from 248 up away instead of folding them onto the first characters', () => {
    const stream = [255, 248, 250, 0, 61, 247, 249, 62];
    let at = 0;
    const ids = { uuid: () => '', bytes: (n: number) => Uint8Array.from({ length: n }, () => stream[at++ % stream.length] as number) };
    // 0 -> '0', 61 -> 'z', 247 -> 247 % 62 = 61 -> 'z', 62 -> '0'
    expect(randomBase62(ids, 4)).toBe('0zz0');
  });
});

describe('personal access tokens', () => {
  it('are sgp_ + 32 + 6 base62 characters, hashed with SHA-256', () => {
    const { token, tokenHash } = createPersonalAccessToken(testIds());
    expect(token).toMatch(/^sgp_[0-9A-Za-z]{38}$/);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(tokenHash);
    expect(isWellFormedToken(token)).toBe(true);
  });

  it('refuses wrong prefix, length and alphabet', () => {
    const { token } = createPersonalAccessToken(testIds());
    expect(isWellFormedToken(`sgx_${token.slice(4)}`)).toBe(false);
    expect(isWellFormedToken(token.slice(0, -1))).toBe(false);
    expect(isWellFormedToken(`${token}0`)).toBe(false);
    expect(isWellFormedToken(`${token.slice(0, 10)}-${token.slice(11)}`)).toBe(false);
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken(undefined as unknown as string)).toBe(false);
  });

  it('two tokens differ', () => {
    const ids = testIds();
    expect(createPersonalAccessToken(ids).token).not.toBe(createPersonalAccessToken(ids).token);
  });
});

describe('ids', async () => {
  const { newPrincipalId, newTokenId } = await import('./principal-id.js');
  it('principal ids are p_ + 16 base62 characters; token ids tok_ + a uuid', () => {
    const ids = testIds();
    expect(newPrincipalId(ids)).toMatch(/^p_[0-9A-Za-z]{16}$/);
    expect(newTokenId(ids)).toMatch(/^tok_[0-9a-f-]{36}$/);
  });
});
