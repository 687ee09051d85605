import { isLotLive, BALANCE_SCOPES, type BalanceHold, type Lot, type BalanceScope } from './lot.js';

/** One element of `balances[]` in GET /v1/billing/status. */
export interface Balance {
  scope: BalanceScope;
  grantedMicroUSD: number;
  spentMicroUSD: number;
  reservedMicroUSD: number;
  availableMicroUSD: number;
}

/**
 * The balance of one scope at `now`: granted and spent summed over live lots only (expiresAt > now),
 * reserved summed over the scope's outstanding holds, available = granted - spent - reserved.
 *
 * A lot can expire while a hold placed against it is still outstanding (the call was admitted while
 * the lot was live). The hold stays reserved, since that call may still be charged, and available is
 * then shown as 0 rather than negative, so no further call is admitted until the hold settles. The
 * settlement draws as of the time the hold was placed (see drawFromLots), so the lot that expired under
 * the call still pays for it.
 */
export function balanceFor(lots: readonly Lot[], holds: readonly BalanceHold[], scope: BalanceScope, now: number): Balance {
  let grantedMicroUSD = 0;
  let spentMicroUSD = 0;
  for (const lot of lots) {
    if (lot.scope !== scope || !isLotLive(lot, now)) continue;
    grantedMicroUSD += lot.grantedMicroUSD;
    spentMicroUSD += lot.spentMicroUSD;
  }
  let reservedMicroUSD = 0;
  for (const hold of holds) if (hold.scope === scope) reservedMicroUSD += hold.amountMicroUSD;
  const availableMicroUSD = Math.max(0, grantedMicroUSD - spentMicroUSD - reservedMicroUSD);
  return { scope, grantedMicroUSD, spentMicroUSD, reservedMicroUSD, availableMicroUSD };
}

/** Every scope's balance, in the order of BALANCE_SCOPES (`ai`, then `storage`). */
export function balancesFor(lots: readonly Lot[], holds: readonly BalanceHold[], now: number): Balance[] {
  return BALANCE_SCOPES.map((scope) => balanceFor(lots, holds, scope, now));
}
