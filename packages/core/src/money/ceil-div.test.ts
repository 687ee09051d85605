import { describe, expect, it } from 'vitest';
import { ceilDiv } from './ceil-div.js';

describe('ceilDiv', () => {
  it('rounds up', () => {
    expect(ceilDiv(0n, 1000n)).toBe(0n);
    expect(ceilDiv(1n, 1000n)).toBe(1n);
    expect(ceilDiv(1000n, 1000n)).toBe(1n);
    expect(ceilDiv(1001n, 1000n)).toBe(2n);
    expect(ceilDiv(-1001n, 1000n)).toBe(-1n);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => ceilDiv(1n, 0n)).toThrow(RangeError);
  });
});
