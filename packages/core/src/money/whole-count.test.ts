import { describe, expect, it } from 'vitest';
import { wholeCount } from './whole-count.js';

describe('wholeCount', () => {
  it('keeps non-negative integers', () => {
    expect(wholeCount(0)).toBe(0);
    expect(wholeCount(42)).toBe(42);
  });

  it('clamps everything else to a non-negative safe integer', () => {
    expect(wholeCount(-3)).toBe(0);
    expect(wholeCount(Number.NaN)).toBe(0);
    expect(wholeCount(-Infinity)).toBe(0);
    expect(wholeCount('12')).toBe(0);
    expect(wholeCount(undefined)).toBe(0);
    expect(wholeCount(2.01)).toBe(3);
    expect(wholeCount(Infinity)).toBe(Number.MAX_SAFE_INTEGER);
    expect(wholeCount(1e300)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
