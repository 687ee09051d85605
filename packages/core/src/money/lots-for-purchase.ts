import { fieldApiError, type ApiError, type FieldError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { addMonthsUtc } from './add-months-utc.js';
import type { Lot } from './lot.js';
import { findSku, type PlanId } from './sku-catalog.js';

/** Units per invoice line; each unit is one lot, so this bounds the rows one event can write. */
export const MAX_PURCHASE_QUANTITY = 100;

/** What one paid line grants. */
export interface PurchaseGrant {
  lots: Lot[];
  /** Storage allowance added by plan lines (GiB per unit times quantity). */
  storageGiB: number;
  /** The plan bought, when the line is a plan; for an invoice, the last plan line's plan. */
  plan: PlanId | null;
}

/** One line of a paid invoice: which SKU and how many units. */
export interface PurchaseLine {
  sku: string;
  quantity: number;
}

/** One paid invoice line with the invoice it belongs to, as lotsForPurchase reads it. */
export interface Purchase extends PurchaseLine {
  /** Epoch ms of the paid invoice: lots are granted then and expire from then. */
  purchasedAt: number;
  invoiceId: string;
  /** Position of the line in its invoice (default 0), part of the lot ids. */
  lineIndex?: number;
}

/**
 * The lots one invoice line grants: one lot per unit, each `grantMicroUSD` of the SKU's scope (bonus
 * included), granted at `purchasedAt` and expiring `validityMonths` later in UTC (see addMonthsUtc for
 * the month-end clamping): 12 months for top-ups and deposits, one month (the billing period) for
 * plans, which also add their storage allowance. Lot ids are `<invoiceId>/<lineIndex>/<unitIndex>`,
 * so applying the same paid-invoice event twice yields the same ids and the store's unique key keeps
 * one. Refuses (400 `invalid-request`) an unknown SKU, a quantity outside 1..100, a purchase time that
 * is not an integer of epoch ms, or an empty invoice id.
 */
export function lotsForPurchase(purchase: Purchase): Result<PurchaseGrant, ApiError> {
  const { quantity, purchasedAt, invoiceId, lineIndex = 0 } = purchase;
  const refuse = (field: string, reason: FieldError['reason'], message: string) => err(fieldApiError('invalid-request', { field, reason, message }));
  if (typeof invoiceId !== 'string' || invoiceId === '') return refuse('invoiceId', 'required', 'An invoice id is required.');
  if (!Number.isSafeInteger(purchasedAt)) return refuse('purchasedAt', 'invalid-timestamp', 'The purchase time must be epoch milliseconds.');
  if (!Number.isSafeInteger(lineIndex) || lineIndex < 0) return refuse('lineIndex', 'out-of-range', 'The line index must be a non-negative integer.');
  const sku = typeof purchase.sku === 'string' ? findSku(purchase.sku) : undefined;
  if (!sku) return refuse('sku', 'unknown-reference', `No SKU is called '${String(purchase.sku)}'.`);
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_PURCHASE_QUANTITY) {
    return refuse('quantity', 'out-of-range', `The quantity must be a whole number from 1 to ${MAX_PURCHASE_QUANTITY}.`);
  }
  const expiresAt = addMonthsUtc(purchasedAt, sku.validityMonths);
  const lots: Lot[] = [];
  for (let unit = 0; unit < quantity; unit++) {
    lots.push({
      id: `${invoiceId}/${lineIndex}/${unit}`,
      scope: sku.scope,
      grantedMicroUSD: sku.grantMicroUSD,
      spentMicroUSD: 0,
      grantedAt: purchasedAt,
      expiresAt,
      source: sku.id,
    });
  }
  return ok({ lots, storageGiB: sku.storageGiB * quantity, plan: sku.plan ?? null });
}

/**
 * Everything a paid invoice grants, all or nothing: one bad line refuses the whole invoice (its field
 * named `lines[i].sku` or `lines[i].quantity`), so an event is either applied whole or left for an
 * operator, never half-granted.
 */
export function lotsForInvoice(invoice: { invoiceId: string; purchasedAt: number; lines: readonly PurchaseLine[] }): Result<PurchaseGrant, ApiError> {
  const total: PurchaseGrant = { lots: [], storageGiB: 0, plan: null };
  for (const [lineIndex, line] of invoice.lines.entries()) {
    const granted = lotsForPurchase({ ...line, invoiceId: invoice.invoiceId, purchasedAt: invoice.purchasedAt, lineIndex });
    if (!granted.ok) {
      const { error } = granted.error.body;
      if (error.field === 'sku' || error.field === 'quantity') {
        return err({ ...granted.error, body: { error: { ...error, field: `lines[${lineIndex}].${error.field}` } } });
      }
      return granted;
    }
    total.lots.push(...granted.value.lots);
    total.storageGiB += granted.value.storageGiB;
    total.plan = granted.value.plan ?? total.plan;
  }
  return ok(total);
}
