import { byDrawOrder } from './draw-from-lots.js';
import type { Lot } from './lot.js';

/** A lot whose expiry has come, as the store keeps it: what it granted, spent and already gave up. */
export interface DueLot extends Pick<Lot, 'id' | 'grantedAt' | 'expiresAt'> {
  grantedMicroUSD: number;
  spentMicroUSD: number;
  /** What earlier expiry passes already took out of it. */
  expiredMicroUSD: number;
}

/** What one expiry pass does to one due lot. */
export interface LotExpiry {
  lotId: string;
  /** Taken out of the balance now (added to the lot's expired). */
  expireMicroUSD: number;
  /** Nothing is left in the lot: it leaves the account for good. */
  retire: boolean;
}

/** One account's expiry pass: each due lot's change, and what leaves the account's sums. */
export interface ExpiryPass {
  expiries: LotExpiry[];
  /** Subtracted from the account's granted: what was taken, plus the spent of each retired lot. */
  grantedDownMicroUSD: number;
  /** Subtracted from the account's spent: the spent of each retired lot. */
  spentDownMicroUSD: number;
}

/**
 * The expiry pass of one account (docs/architecture.md#money: an expired lot no longer counts).
 * Each due lot, in draw order, gives up its remainder, but never more than the account has
 * available: money an outstanding hold reserves may still be spent by the call admitted while the
 * lot was live, so that part stays until the hold settles and a later pass takes what is left. A
 * lot left with nothing is retired: its spent leaves both granted and spent, so available does not
 * move. Every step lowers available by at most what is available, so it never goes below zero.
 */
export function expireDueLots(availableMicroUSD: number, due: readonly DueLot[]): ExpiryPass {
  let available = availableMicroUSD;
  let grantedDownMicroUSD = 0;
  let spentDownMicroUSD = 0;
  const expiries: LotExpiry[] = [];
  for (const lot of [...due].sort(byDrawOrder)) {
    const remainder = lot.grantedMicroUSD - lot.spentMicroUSD - lot.expiredMicroUSD;
    const expireMicroUSD = Math.min(remainder, Math.max(0, available));
    const retire = remainder - expireMicroUSD === 0;
    if (expireMicroUSD === 0 && !retire) continue;
    available -= expireMicroUSD;
    grantedDownMicroUSD += expireMicroUSD + (retire ? lot.spentMicroUSD : 0);
    spentDownMicroUSD += retire ? lot.spentMicroUSD : 0;
    expiries.push({ lotId: lot.id, expireMicroUSD, retire });
  }
  return { expiries, grantedDownMicroUSD, spentDownMicroUSD };
}
