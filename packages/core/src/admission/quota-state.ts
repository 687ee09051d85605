/** The principal's quota and balance at admission time. */
export interface QuotaState {
  freeRequestsPerDay: number;
  freeRequestsUsedToday: number;
  /** The paid AI balance: granted - spent - reserved, in micro-USD, never below 0. */
  paidAvailableMicroUSD: number;
  /** Whether the principal holds any paid credit at all (decides 429 versus 402). */
  holdsPaidCredit: boolean;
}

/** A principal's `ai` account as the store keeps it: unexpired grants, their spend, outstanding holds. */
export interface AiAccount {
  grantedMicroUSD: number;
  spentMicroUSD: number;
  reservedMicroUSD: number;
}

/** The free tier of one principal on one UTC day: its limit and what it used. */
export interface FreeTierDay {
  freeRequestsPerDay: number;
  freeRequestsUsedToday: number;
}

/**
 * The quota admission decides on, from the day's free usage and the `ai` account: what is available
 * is what is granted less what is spent or held (never shown below 0), and any grant at all
 * means the principal holds paid credit.
 */
export function quotaStateOf(free: FreeTierDay, account: AiAccount): QuotaState {
  return {
    freeRequestsPerDay: free.freeRequestsPerDay,
    freeRequestsUsedToday: free.freeRequestsUsedToday,
    paidAvailableMicroUSD: Math.max(0, account.grantedMicroUSD - account.spentMicroUSD - account.reservedMicroUSD),
    holdsPaidCredit: account.grantedMicroUSD > 0,
  };
}
