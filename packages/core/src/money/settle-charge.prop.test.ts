import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeForUsage } from './charge-for-usage.js';
import { settleCharge } from './settle-charge.js';

const anyCount = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER, Infinity));
const anyUsage = fc.record({ promptTokens: anyCount, cachedTokens: anyCount, completionTokens: anyCount });

describe('settleCharge properties', () => {
  it('never exceeds the hold and is never negative, for any usage', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), anyUsage, (hold, usage) => {
        const charged = settleCharge(hold, usage);
        expect(charged).toBeLessThanOrEqual(hold);
        expect(charged).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(charged)).toBe(true);
      }),
    );
  });

  it('is the list price whenever the list price fits in the hold', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), anyUsage, (hold, usage) => {
        const rated = chargeForUsage(usage);
        if (rated <= hold) expect(settleCharge(hold, usage)).toBe(rated);
      }),
    );
  });
});
