import { ceilDiv } from './ceil-div.js';
import { NANO_USD_PER_MICRO_USD, TOKEN_RATES_NANO_USD } from './rates.js';
import type { Usage } from './usage.js';
import { wholeCount } from './whole-count.js';

/**
 * The price of one receipt in micro-USD:
 * `ceil((uncachedInput*900 + cachedInput*225 + output*4500) / 1000)`, `uncachedInput = prompt - cached`.
 *
 * Counts are clamped, not refused (see wholeCount): negatives and NaN count 0, fractions round up,
 * and `cachedTokens` is clamped to [0, promptTokens] because a provider cannot cache more than it read.
 * The sum is taken in BigInt; a result above 2^53 (trillions of tokens) comes back as the nearest
 * double, which is still an integer and still monotone.
 */
export function chargeForUsage(usage: Usage): number {
  const prompt = wholeCount(usage.promptTokens);
  const cached = Math.min(wholeCount(usage.cachedTokens), prompt);
  const output = wholeCount(usage.completionTokens);
  const nanoUSD =
    BigInt(prompt - cached) * BigInt(TOKEN_RATES_NANO_USD.input) +
    BigInt(cached) * BigInt(TOKEN_RATES_NANO_USD.cachedInput) +
    BigInt(output) * BigInt(TOKEN_RATES_NANO_USD.output);
  return Number(ceilDiv(nanoUSD, BigInt(NANO_USD_PER_MICRO_USD)));
}
