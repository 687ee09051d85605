import type { RechargeSetting } from './recharge-setting.js';

/** What a settlement means for automatic recharge. */
export type RechargeDecision =
  | { kind: 'request'; sku: string; thresholdMicroUSD: number; availableMicroUSD: number }
  | { kind: 'none'; reason: 'off' | 'not-below-threshold' | 'too-soon' | 'sku-not-sold' };

/** What decideRecharge reads, as it stands right after a settlement. */
export interface RechargeCheck {
  /** The principal's setting; null when it never set one (off). */
  setting: RechargeSetting | null;
  /** The `ai` balance's available amount the settlement left (availableOf of the account). */
  availableMicroUSD: number;
  /** When the last recharge request was made, or null. */
  lastRequestedAt: number | null;
  now: number;
  /** At most one request per this many milliseconds. */
  intervalMs: number;
  /** The SKUs a recharge may buy now (rechargeableSkus of what is on sale): a SKU taken off sale is not asked for. */
  rechargeableSkuIds: readonly string[];
}

/**
 * Whether a settlement asks the payment processor for a recharge: only when automatic recharge is
 * on, the settlement left the available balance strictly below the threshold, no request was
 * made in the last `intervalMs`, and the chosen SKU is still on sale. The request only asks; credit still arrives through the
 * paid-invoice webhook alone.
 *
 * @example
 * decideRecharge({ setting: { enabled: true, thresholdMicroUSD: 10_000_000, sku: 'credits-50' },
 *   availableMicroUSD: 9_999_999, lastRequestedAt: null, now: 0, intervalMs: 3_600_000,
 *   rechargeableSkuIds: ['credits-50'] })
 * //=> { kind: 'request', sku: 'credits-50', thresholdMicroUSD: 10000000, availableMicroUSD: 9999999 }
 */
export function decideRecharge(check: RechargeCheck): RechargeDecision {
  const { setting } = check;
  if (!setting?.enabled || setting.sku === '') return { kind: 'none', reason: 'off' };
  if (check.availableMicroUSD >= setting.thresholdMicroUSD) return { kind: 'none', reason: 'not-below-threshold' };
  if (!isRechargeDue(check.lastRequestedAt, check.now, check.intervalMs)) return { kind: 'none', reason: 'too-soon' };
  if (!check.rechargeableSkuIds.includes(setting.sku)) return { kind: 'none', reason: 'sku-not-sold' };
  return { kind: 'request', sku: setting.sku, thresholdMicroUSD: setting.thresholdMicroUSD, availableMicroUSD: check.availableMicroUSD };
}

/** A new request may go out once `intervalMs` has passed since the last one (or there was none). */
export function isRechargeDue(lastRequestedAt: number | null, now: number, intervalMs: number): boolean {
  return lastRequestedAt === null || now - lastRequestedAt >= intervalMs;
}
