import { fieldApiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { MICRO_USD_PER_USD } from '../money/rates.js';
import type { SellableSku } from './sellable-skus.js';

/** A principal's automatic recharge: off by default; when on, which SKU to buy below which balance. */
export interface RechargeSetting {
  enabled: boolean;
  /** A settlement leaving the `ai` balance's available amount below this asks for a recharge. */
  thresholdMicroUSD: number;
  /** The SKU the recharge request asks the processor to sell. */
  sku: string;
}

/** The threshold is whole dollars in this range. */
export const RECHARGE_THRESHOLD_USD = { min: 1, max: 1_000 } as const;

/**
 * The SKUs a recharge may buy: sellable one-time SKUs that add to the `ai` balance (top-ups and
 * credit packs, not plans, which are subscriptions, nor storage credits, which no completion spends).
 */
export function rechargeableSkus(sellable: readonly SellableSku[]): SellableSku[] {
  return sellable.filter(({ sku }) => sku.billing === 'one-time' && sku.scope === 'ai');
}

/** The recharge form as submitted: a checkbox, a threshold in whole dollars, a SKU id. */
export interface RechargeForm {
  enabled: boolean;
  thresholdUSD: string;
  sku: string;
}

const WHOLE_DOLLARS = /^[0-9]{1,7}$/;

/**
 * Reads the recharge form. Turning recharge on needs a threshold of whole dollars from 1 to 1,000
 * and one of the rechargeable SKUs (field `thresholdUSD` or `sku`, 400 `invalid-request`). Turning
 * it off keeps whatever valid threshold and SKU were sent, so the form shows them next time, and
 * never refuses.
 */
export function readRechargeForm(form: RechargeForm, rechargeable: readonly SellableSku[]): Result<RechargeSetting, ApiError> {
  const text = form.thresholdUSD.trim();
  const dollars = WHOLE_DOLLARS.test(text) ? Number(text) : Number.NaN;
  const thresholdOk = dollars >= RECHARGE_THRESHOLD_USD.min && dollars <= RECHARGE_THRESHOLD_USD.max;
  const skuOk = rechargeable.some(({ sku }) => sku.id === form.sku);
  if (form.enabled && !thresholdOk) {
    const reason = text === '' ? 'required' : WHOLE_DOLLARS.test(text) ? 'out-of-range' : 'wrong-type';
    return refuse(
      'thresholdUSD',
      reason,
      `The threshold is whole dollars from $${RECHARGE_THRESHOLD_USD.min} to $${RECHARGE_THRESHOLD_USD.max.toLocaleString('en-US')}.`,
    );
  }
  if (form.enabled && !skuOk) {
    return refuse('sku', rechargeable.length === 0 ? 'unknown-reference' : 'not-an-allowed-value', 'Choose one of the top-ups on sale.');
  }
  return ok({
    enabled: form.enabled,
    thresholdMicroUSD: thresholdOk ? dollars * MICRO_USD_PER_USD : 0,
    sku: skuOk ? form.sku : '',
  });
}

function refuse(field: string, reason: 'required' | 'wrong-type' | 'out-of-range' | 'unknown-reference' | 'not-an-allowed-value', message: string) {
  return err(fieldApiError('invalid-request', { field, reason, message }));
}
