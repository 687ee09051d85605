import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ids } from '../ports/ids.js';
import { createPersonalAccessToken, isWellFormedToken, TOKEN_LENGTH } from './personal-access-token.js';

/** A deterministic byte source (xorshift32) so fast-check can shrink and replay a failing seed. */
function seededIds(seed: number): Ids {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state & 0xff;
  };
  return { uuid: () => '', bytes: (length) => Uint8Array.from({ length }, next) };
}

const seed = fc.integer({ min: 1, max: 0xffffffff });

describe('personal access tokens (properties)', () => {
  it('every created token is well formed', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const { token } = createPersonalAccessToken(seededIds(s));
        expect(token).toHaveLength(TOKEN_LENGTH);
        expect(isWellFormedToken(token)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('any single-character change is refused (by prefix, alphabet or checksum)', () => {
    fc.assert(
      fc.property(seed, fc.nat({ max: TOKEN_LENGTH - 1 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), (s, at, replacement) => {
        const { token } = createPersonalAccessToken(seededIds(s));
        fc.pre(token[at] !== replacement);
        const changed = token.slice(0, at) + replacement + token.slice(at + 1);
        expect(isWellFormedToken(changed)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('a changed base62 character in the body is caught by the checksum alone', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    fc.assert(
      fc.property(seed, fc.integer({ min: 4, max: 35 }), fc.constantFrom(...alphabet), (s, at, replacement) => {
        const { token } = createPersonalAccessToken(seededIds(s));
        fc.pre(token[at] !== replacement);
        expect(isWellFormedToken(token.slice(0, at) + replacement + token.slice(at + 1))).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
