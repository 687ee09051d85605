import type { BalanceHold, BalanceScope, CompletionUsage, GuardrailRecord, Lot } from '@secgate/core';

/* What the store answers and takes about money: quota and billing snapshots, invoices, receipts. */

export interface QuotaSnapshot {
  freeRequestsUsedToday: number;
  /** The `ai` account row: granted and spent over unexpired lots, reserved by outstanding holds. */
  ai: { grantedMicroUSD: number; spentMicroUSD: number; reservedMicroUSD: number };
}

export interface BillingSnapshot {
  lots: Lot[];
  holds: BalanceHold[];
  /** The latest unexpired plan: its SKU id without `plan-` (`pro`) and storage allowance. */
  plan: { id: string; storageGiB: number; expiresAt: number } | null;
}

export interface PaidInvoice {
  /** The webhook event id (or the operator-issued event's id): applied once. */
  eventId: string;
  principalId: string;
  source: 'webhook' | 'operator';
  lots: Lot[];
  plan: { id: string; storageGiB: number; expiresAt: number } | null;
  /** The raw event, kept for audit. */
  payload: string;
  receivedAt: number;
}

export interface GuardrailBlockReceipt extends GuardrailRecord {
  receiptId: string;
  principalId: string;
  model: string;
  now: number;
}

/**
 * A completion's receipt, a failed run's (no charge), a blocked request's (no job, no charge) or
 * a withheld answer's (charged as the completion it was, its content not returned).
 */
export type ReceiptKind = 'completion' | 'failed' | 'guardrail-block' | 'content-filter' | 'storage' | 'egress';

export interface Receipt {
  id: string;
  kind: ReceiptKind;
  principalId: string;
  jobId: string | null;
  /** The model asked for; null on `storage` and `egress` receipts. */
  model: string | null;
  /** The balance it is paid from: `storage` and `egress` receipts are paid from the storage balance. */
  scope: BalanceScope;
  billing: 'free' | 'paid';
  chargedMicroUSD: number;
  usage: CompletionUsage | null;
  createdAt: number;
  /** On `guardrail-block` and `content-filter` receipts: what decided. */
  guardrail?: GuardrailRecord;
  /** On `storage` and `egress` receipts: the UTC day, the bytes priced, and the price (the balance paid `chargedMicroUSD` of it). */
  metered?: { day: string; bytes: number; pricedMicroUSD: number };
}
