import { describe, expect, it } from 'vitest';
import { settleCharge } from './settle-charge.js';

describe('settleCharge', () => {
  it('debits the usage when it is within the hold', () => {
    // 1,000 prompt tokens * 900 = 900,000 nano-USD = 900 micro-USD.
    expect(settleCharge(455, { promptTokens: 0, cachedTokens: 0, completionTokens: 10 })).toBe(45);
    expect(settleCharge(900, { promptTokens: 1_000, cachedTokens: 0, completionTokens: 0 })).toBe(900);
  });

  it('never debits more than the hold the call was admitted under', () => {
    // An upstream that ignored max_tokens: 1,000,000 output tokens would be 4,500,000 micro-USD.
    expect(settleCharge(455, { promptTokens: 0, cachedTokens: 0, completionTokens: 1_000_000 })).toBe(455);
    expect(settleCharge(0, { promptTokens: 5, cachedTokens: 0, completionTokens: 5 })).toBe(0);
  });
});
