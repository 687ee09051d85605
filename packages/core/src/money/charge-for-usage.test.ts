import { describe, expect, it } from 'vitest';
import { chargeForUsage } from './charge-for-usage.js';

const usage = (promptTokens: number, cachedTokens: number, completionTokens: number) => ({
  promptTokens,
  cachedTokens,
  completionTokens,
});

describe('chargeForUsage', () => {
  it('rates a million tokens of each kind at the list price', () => {
    // $0.9, $0.225 and $4.5 per million tokens.
    expect(chargeForUsage(usage(1_000_000, 0, 0))).toBe(900_000);
    expect(chargeForUsage(usage(1_000_000, 1_000_000, 0))).toBe(225_000);
    expect(chargeForUsage(usage(0, 0, 1_000_000))).toBe(4_500_000);
    expect(chargeForUsage(usage(1_000_000, 0, 1_000_000))).toBe(5_400_000);
  });

  it('charges nothing for nothing', () => {
    expect(chargeForUsage(usage(0, 0, 0))).toBe(0);
  });

  it('rounds the whole receipt up to a micro-dollar, once', () => {
    expect(chargeForUsage(usage(1, 0, 0))).toBe(1); // 900 nano-USD
    expect(chargeForUsage(usage(1, 1, 0))).toBe(1); // 225 nano-USD
    expect(chargeForUsage(usage(10, 0, 0))).toBe(9); // 9,000 nano-USD, exact
    expect(chargeForUsage(usage(0, 0, 1))).toBe(5); // 4,500 nano-USD
    // Rounded once per receipt, not per kind: 900 + 225 + 4,500 = 5,625 nano-USD -> 6, not 1 + 1 + 5.
    expect(chargeForUsage(usage(2, 1, 1))).toBe(6);
  });

  it('discounts the cached part of the prompt only', () => {
    // 234 uncached * 900 = 210,600; 1,000 cached * 225 = 225,000; 567 output * 4,500 = 2,551,500;
    // total 2,987,100 nano-USD = 2,987.1 micro-USD -> 2,988.
    expect(chargeForUsage(usage(1_234, 1_000, 567))).toBe(2_988);
    // The same prompt without cache: 1,234 * 900 = 1,110,600 + 2,551,500 = 3,662,100 -> 3,663.
    expect(chargeForUsage(usage(1_234, 0, 567))).toBe(3_663);
  });

  it('clamps cached tokens to the prompt and clamps malformed counts rather than refusing', () => {
    // 500 cached of a 100-token prompt: only 100 can be cached; 100 * 225 = 22,500 -> 23.
    expect(chargeForUsage(usage(100, 500, 0))).toBe(23);
    expect(chargeForUsage(usage(100, -5, 0))).toBe(90); // negative cache counts 0
    expect(chargeForUsage(usage(-5, 0, -1))).toBe(0);
    expect(chargeForUsage(usage(Number.NaN, 0, 0))).toBe(0);
    // A fraction of a token is a token: 2 * 900 = 1,800 -> 2.
    expect(chargeForUsage(usage(1.2, 0, 0))).toBe(2);
  });

  it('stays exact past 2^53 intermediate products', () => {
    // 2^50 output tokens * 4,500 nano-USD = 5,066,549,580,791,808,000 nano-USD, far above 2^53;
    // divided by 1,000 it is 5,066,549,580,791,808 micro-USD, again below 2^53 and exact.
    expect(chargeForUsage(usage(0, 0, 2 ** 50))).toBe(5_066_549_580_791_808);
  });
});
