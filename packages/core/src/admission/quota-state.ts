import { availableOf, type Account } from '../money/account.js';

/** The principal's quota and balance at admission time. */
export interface QuotaState {
  freeRequestsPerDay: number;
  freeRequestsUsedToday: number;
  /** The paid AI balance: granted - spent - reserved, in micro-USD, never below 0. */
  paidAvailableMicroUSD: number;
  /** Whether the principal holds any paid credit at all (decides 429 versus 402). */
  holdsPaidCredit: boolean;
}

/** The free tier of one principal on one UTC day: its limit and what it used. */
export interface FreeTierDay {
  freeRequestsPerDay: number;
  freeRequestsUsedToday: number;
}

/**
 * The quota admission decides on, from the day's free usage and the `ai` account (core's Account): what is available
 * is what is granted less what is spent or held (never shown below 0), and any grant at all
 * means the principal holds paid credit.
 */
export function quotaStateOf(free: FreeTierDay, account: Account): QuotaState {
  return {
    freeRequestsPerDay: free.freeRequestsPerDay,
    freeRequestsUsedToday: free.freeRequestsUsedToday,
    paidAvailableMicroUSD: Math.max(0, availableOf(account)),
    holdsPaidCredit: account.grantedMicroUSD > 0,
  };
}
