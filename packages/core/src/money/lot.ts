/** What a balance pays for: model usage, or storage and egress. */
export type BalanceScope = 'ai' | 'storage';

/** Every balance scope, `ai` first: the order balances are listed in. */
export const BALANCE_SCOPES: readonly BalanceScope[] = ['ai', 'storage'];

/**
 * One grant of credit with its own validity, e.g. one unit of a top-up. Spending draws on lots,
 * the one that expires first first; an expired lot no longer counts, whatever it had left.
 */
export interface Lot {
  /** Derived from the invoice that granted it, so a replayed webhook cannot mint a second lot. */
  id: string;
  scope: BalanceScope;
  grantedMicroUSD: number;
  spentMicroUSD: number;
  /** Epoch ms. */
  grantedAt: number;
  /** Epoch ms; the lot counts while `now < expiresAt`. */
  expiresAt: number;
  /** The SKU id that granted it (`plan-pro`, `credits-50`, `deposit-40`, ...). */
  source: string;
}

/**
 * Money reserved for a call in flight: admitted against the balance, not yet settled. Named apart from
 * admission's `Hold` (the admission decision), which this reservation records once placed.
 */
export interface BalanceHold {
  id: string;
  scope: BalanceScope;
  amountMicroUSD: number;
}

/** A lot counts from the instant it is granted until (excluding) the instant it expires. */
export function isLotLive(lot: Pick<Lot, 'expiresAt'>, now: number): boolean {
  return lot.expiresAt > now;
}

/** What a lot has left to spend; never negative, even for a lot stored with spent > granted. */
export function lotRemainder(lot: Pick<Lot, 'grantedMicroUSD' | 'spentMicroUSD'>): number {
  return Math.max(0, lot.grantedMicroUSD - lot.spentMicroUSD);
}
