import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDepositAmount } from './deposit-amount.js';

describe('readDepositAmount', () => {
  it('reads whole dollars from 10 to 1,000 as a deposit SKU of that many dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_000 }), (dollars) => {
        const read = readDepositAmount(` ${dollars} `);
        expect(read.ok && read.value).toMatchObject({ id: `deposit-${dollars}`, kind: 'deposit', priceMicroUSD: dollars * 1_000_000 });
      }),
    );
  });

  it('refuses amounts out of range, with the field and the reason', () => {
    for (const [text, reason] of [
      ['9', 'out-of-range'],
      ['1001', 'out-of-range'],
      ['0', 'out-of-range'],
      ['', 'required'],
      ['10.50', 'wrong-type'],
      ['-20', 'wrong-type'],
      ['1,000', 'wrong-type'],
      ['1e2', 'wrong-type'],
      ['$50', 'wrong-type'],
    ] as const) {
      const read = readDepositAmount(text);
      expect(read.ok, text).toBe(false);
      if (!read.ok) expect(read.error.body.error).toMatchObject({ code: 'invalid-request', field: 'amountUSD', reason });
    }
  });
});
