import { coversHold } from '../money/account.js';
import { apiError, type ApiError } from '../errors/api-error.js';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { nextUtcMidnight } from './free-tier-day.js';
import type { QuotaState } from './quota-state.js';

/** What admission reserves: nothing on the free tier, the upper bound of the price when paid. */
export interface Hold {
  billing: 'free' | 'paid';
  amountMicroUSD: number;
}

/**
 * The quota-and-hold stage of admission (the `available-free-quota` check): a free request while
 * any remain today, else a paid hold the balance covers, else 429 (no paid credit held) or 402
 * (some held, not enough).
 */
export function decideHold(quota: QuotaState, request: Parameters<typeof holdUpperBound>[0], now: number): HoldDecision {
  return decideHoldOf(quota, holdUpperBound(request), now);
}

/** The quota stage's answer: the hold to place, or core's 429 `free-quota-exhausted` / 402 `insufficient-balance`. */
export type HoldDecision = { ok: true; hold: Hold } | { ok: false; error: ApiError };

/** decideHold for a request whose paid hold (its upper bound, holdUpperBound) is `required`. */
export function decideHoldOf(quota: QuotaState, required: number, now: number): HoldDecision {
  if (quota.freeRequestsUsedToday < quota.freeRequestsPerDay) {
    return { ok: true, hold: { billing: 'free', amountMicroUSD: 0 } };
  }
  if (coversHold(quota.paidAvailableMicroUSD, required)) {
    return { ok: true, hold: { billing: 'paid', amountMicroUSD: required } };
  }
  if (!quota.holdsPaidCredit) {
    const resetsAt = new Date(nextUtcMidnight(now)).toISOString();
    return {
      ok: false,
      error: apiError('free-quota-exhausted', `Today's free requests are used up; they reset at ${resetsAt}.`, { resetsAt }),
    };
  }
  return {
    ok: false,
    error: apiError(
      'insufficient-balance',
      `The paid balance (${quota.paidAvailableMicroUSD} micro-USD) cannot cover this request's hold of ${required} micro-USD.`,
      { requiredMicroUSD: required, availableMicroUSD: quota.paidAvailableMicroUSD },
    ),
  };
}
