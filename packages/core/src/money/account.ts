import { apiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { wholeCount } from './whole-count.js';

/**
 * The aggregate row the store keeps per principal and scope. These functions are the pure model of
 * its SQL updates, so the invariant `available = granted - spent - reserved >= 0` can be checked on
 * any sequence of operations. Every amount is a non-negative safe integer of micro-USD.
 */
export interface Account {
  grantedMicroUSD: number;
  spentMicroUSD: number;
  reservedMicroUSD: number;
}

/** An account with nothing granted, spent or reserved. */
export const EMPTY_ACCOUNT: Account = { grantedMicroUSD: 0, spentMicroUSD: 0, reservedMicroUSD: 0 };

/**
 * What the account can still spend: granted - spent - reserved. Not clamped: a negative value
 * would be a broken invariant and must stay visible.
 */
export function availableOf(account: Account): number {
  return account.grantedMicroUSD - account.spentMicroUSD - account.reservedMicroUSD;
}

/**
 * The one rule of whether a balance covers a hold: available >= amount. Admission's quota stage
 * (decideHoldOf) and the account model (placeHold) both ask it; the store's conditional UPDATE
 * re-states it in SQL (reservation-writes.ts), held equal by a property test.
 */
export function coversHold(availableMicroUSD: number, amountMicroUSD: number): boolean {
  return availableMicroUSD >= amountMicroUSD;
}

/** Adds credit (a paid invoice's lots). Refuses an amount that is not a non-negative safe integer or would overflow. */
export function grant(account: Account, amountMicroUSD: number): Result<Account, ApiError> {
  if (!isAmount(amountMicroUSD) || !Number.isSafeInteger(account.grantedMicroUSD + amountMicroUSD)) {
    return err(badAmount());
  }
  return ok({ ...account, grantedMicroUSD: account.grantedMicroUSD + amountMicroUSD });
}

/**
 * Reserves a call's hold, or refuses with 402 `insufficient-balance` when available < amount.
 * Mirrors the single conditional UPDATE `... SET reserved = reserved + $hold WHERE available >= $hold`:
 * the check and the write are one step, so concurrent holds cannot both pass on the same money.
 */
export function placeHold(account: Account, amountMicroUSD: number): Result<Account, ApiError> {
  if (!isAmount(amountMicroUSD)) return err(badAmount());
  const availableMicroUSD = availableOf(account);
  if (!coversHold(availableMicroUSD, amountMicroUSD)) {
    return err(
      apiError('insufficient-balance', 'The paid balance cannot cover the hold for this request.', {
        requiredMicroUSD: amountMicroUSD,
        availableMicroUSD: Math.max(0, availableMicroUSD),
      }),
    );
  }
  return ok({ ...account, reservedMicroUSD: account.reservedMicroUSD + amountMicroUSD });
}

/**
 * Settles a receipt in one step: spends `min(charge, hold)` (see settleCharge) and releases the whole
 * hold. The charge is read like a token count (wholeCount: negative or NaN spends 0). Refuses with
 * 500 `internal` a hold larger than what is reserved (never placed, or settled twice): a bug, not a
 * caller's mistake.
 */
export function settleHold(account: Account, holdMicroUSD: number, chargeMicroUSD: number): Result<Account, ApiError> {
  if (!isAmount(holdMicroUSD) || holdMicroUSD > account.reservedMicroUSD) return err(unknownHold());
  const spend = Math.min(wholeCount(chargeMicroUSD), holdMicroUSD);
  return ok({
    grantedMicroUSD: account.grantedMicroUSD,
    spentMicroUSD: account.spentMicroUSD + spend,
    reservedMicroUSD: account.reservedMicroUSD - holdMicroUSD,
  });
}

/** Releases a hold without charging (a failed job, a blocked request). Refuses like settleHold. */
export function releaseHold(account: Account, holdMicroUSD: number): Result<Account, ApiError> {
  return settleHold(account, holdMicroUSD, 0);
}

function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function badAmount(): ApiError {
  return apiError('invalid-request', 'An amount must be a non-negative integer of micro-USD.', {
    field: 'amountMicroUSD',
    reason: 'out-of-range',
  });
}

function unknownHold(): ApiError {
  return apiError('internal', 'The hold is larger than what is reserved: it was never placed or is already settled.');
}
