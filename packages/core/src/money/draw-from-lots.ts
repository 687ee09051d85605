import { apiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { isLotLive, lotRemainder, type Lot, type BalanceScope } from './lot.js';

/** The part of a spend taken from one lot. */
export interface LotDraw {
  lotId: string;
  amountMicroUSD: number;
}

/**
 * Allocates a spend over the live lots (expiresAt > now): the lot that expires first is drawn first,
 * ties broken by grantedAt then id (compared by code unit, so the order never depends on a locale),
 * and no lot gives more than its remainder. Lots with nothing left are skipped. `scope`, when given,
 * keeps only the lots of that scope; without it the caller passes the lots of one scope.
 *
 * To settle a receipt, pass the time its hold was placed as `now`: a lot that expired while the call
 * was in flight still pays for it. Refuses with 402 `insufficient-balance` (required and available
 * amounts) when the live lots cannot cover the amount, and with 400 for an amount that is not a
 * non-negative safe integer; a refusal draws nothing.
 */
export function drawFromLots(lots: readonly Lot[], amountMicroUSD: number, now: number, scope?: BalanceScope): Result<LotDraw[], ApiError> {
  return drawInOrder(
    lots.filter((lot) => (scope === undefined || lot.scope === scope) && isLotLive(lot, now)),
    amountMicroUSD,
  );
}

/**
 * Draws a spend over exactly the lots given, in draw order (byDrawOrder), none giving more than its
 * remainder; lots with nothing left are skipped. drawFromLots draws over the live lots; the store
 * draws its settled spend over every lot not yet retired (a lot that expired under an admitted call
 * still pays for it). Refuses like drawFromLots; a refusal draws nothing.
 */
export function drawInOrder(
  lots: readonly Pick<Lot, 'id' | 'grantedMicroUSD' | 'spentMicroUSD' | 'grantedAt' | 'expiresAt'>[],
  amountMicroUSD: number,
): Result<LotDraw[], ApiError> {
  if (!Number.isSafeInteger(amountMicroUSD) || amountMicroUSD < 0) return err(badAmount());
  const usable = lots.filter((lot) => lotRemainder(lot) > 0).sort(byDrawOrder);
  const draws: LotDraw[] = [];
  let left = amountMicroUSD;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lotRemainder(lot));
    draws.push({ lotId: lot.id, amountMicroUSD: take });
    left -= take;
  }
  if (left > 0) {
    const availableMicroUSD = amountMicroUSD - left;
    return err(
      apiError('insufficient-balance', 'The live credit lots cannot cover this amount.', {
        requiredMicroUSD: amountMicroUSD,
        availableMicroUSD,
      }),
    );
  }
  return ok(draws);
}

/** The order lots are drawn in: soonest expiry, then oldest grant, then id. */
export function byDrawOrder(a: Pick<Lot, 'id' | 'grantedAt' | 'expiresAt'>, b: Pick<Lot, 'id' | 'grantedAt' | 'expiresAt'>): number {
  if (a.expiresAt !== b.expiresAt) return a.expiresAt - b.expiresAt;
  if (a.grantedAt !== b.grantedAt) return a.grantedAt - b.grantedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function badAmount(): ApiError {
  return apiError('invalid-request', 'The amount to draw must be a non-negative integer of micro-USD.', {
    field: 'amountMicroUSD',
    reason: 'out-of-range',
  });
}
