import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shannonEntropy } from './shannon-entropy.js';

describe('shannonEntropy', () => {
  it('is 0 for the empty string and for one character repeated', () => {
    expect(shannonEntropy('')).toBe(0);
    expect(shannonEntropy('a')).toBe(0);
    expect(shannonEntropy('zzzzzzzzzzzz')).toBe(0);
  });

  it('is exactly log2(n) for n distinct characters used equally often', () => {
    expect(shannonEntropy('ab')).toBe(1);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(shannonEntropy('aA1bB2cC'.repeat(2))).toBe(3);
    expect(shannonEntropy('0123456789abcdef')).toBe(4);
  });

  it('scores a word below a random token of the same length', () => {
    expect(shannonEntropy('passwordpassword')).toBeLessThan(3);
    expect(shannonEntropy('q7Xk2LmP9vRt4ZsN')).toBe(4);
  });

  it('does not depend on the order of the characters', () => {
    expect(shannonEntropy('aabb')).toBe(shannonEntropy('abab'));
  });

  it('stays between 0 and log2 of the number of distinct characters (ASCII)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const h = shannonEntropy(text);
        const distinct = new Set(text).size;
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThanOrEqual(Math.log2(Math.max(distinct, 1)) + 1e-9);
      }),
    );
  });

  // Counted by code point: dividing by UTF-16 units made two equal emoji score 0.5, not 0.
  it('counts astral characters (emoji) as one character each', () => {
    expect(shannonEntropy('😀😀')).toBe(0);
  });
});
