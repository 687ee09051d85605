import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsMyNumber, isMyNumber, myNumberCheckDigit } from './my-number.js';

describe('My Number check digit', () => {
  it('computes the published sample 1234 5678 9018', () => {
    expect(myNumberCheckDigit('12345678901')).toBe(8);
    expect(isMyNumber('123456789018')).toBe(true);
    expect(isMyNumber('123456789012')).toBe(false);
    expect(isMyNumber('12345678901')).toBe(false);
  });

  it('gives exactly one valid check digit for any 11 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (first11) => {
        const valid = [...'0123456789'].filter((d) => isMyNumber(first11 + d));
        expect(valid).toEqual([String(myNumberCheckDigit(first11))]);
      }),
    );
  });

  it('finds a number written whole or 4-4-4, but not inside a longer number or with mixed separators', () => {
    expect(containsMyNumber('番号 123456789018 です')).toBe(true);
    expect(containsMyNumber('1234-5678-9018')).toBe(true);
    expect(containsMyNumber('1234 5678 9018')).toBe(true);
    expect(containsMyNumber('1234 5678-9018')).toBe(false);
    expect(containsMyNumber('91234567890189')).toBe(false);
    expect(containsMyNumber('order 123456789012')).toBe(false);
  });
});
