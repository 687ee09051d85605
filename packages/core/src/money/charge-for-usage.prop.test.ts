import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeForUsage } from './charge-for-usage.js';

// Any number at all, as an upstream might send: negatives, fractions, NaN, infinities, huge values.
const anyCount = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER, Infinity));
const count = fc.nat({ max: 2 ** 40 });

const byKinds = (uncached: number, cached: number, output: number) =>
  chargeForUsage({ promptTokens: uncached + cached, cachedTokens: cached, completionTokens: output });

describe('chargeForUsage properties', () => {
  it('is never negative and always an integer, for any usage', () => {
    fc.assert(
      fc.property(anyCount, anyCount, anyCount, (promptTokens, cachedTokens, completionTokens) => {
        const charge = chargeForUsage({ promptTokens, cachedTokens, completionTokens });
        expect(charge).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(charge)).toBe(true);
      }),
    );
  });

  it('grows weakly with uncached input, cached input and output, each alone', () => {
    fc.assert(
      fc.property(count, count, count, count, (uncached, cached, output, more) => {
        const base = byKinds(uncached, cached, output);
        expect(byKinds(uncached + more, cached, output)).toBeGreaterThanOrEqual(base);
        expect(byKinds(uncached, cached + more, output)).toBeGreaterThanOrEqual(base);
        expect(byKinds(uncached, cached, output + more)).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('never charges a cached token more than an uncached one', () => {
    fc.assert(
      fc.property(count, count, count, (prompt, cached, output) => {
        const c = Math.min(cached, prompt);
        expect(chargeForUsage({ promptTokens: prompt, cachedTokens: c, completionTokens: output })).toBeLessThanOrEqual(
          chargeForUsage({ promptTokens: prompt, cachedTokens: 0, completionTokens: output }),
        );
      }),
    );
  });

  it('is the exact ceiling of the nano-USD sum', () => {
    fc.assert(
      fc.property(count, count, count, (uncached, cached, output) => {
        const nano = BigInt(uncached) * 900n + BigInt(cached) * 225n + BigInt(output) * 4500n;
        const micro = BigInt(byKinds(uncached, cached, output));
        expect(micro * 1000n >= nano && (micro - 1n) * 1000n < nano).toBe(true);
      }),
    );
  });
});
