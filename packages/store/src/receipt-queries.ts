import type { CompletionUsage } from '@secgate/core';
import { toJsonOrNull } from './db-values.js';
import { RECEIPT_COLUMNS, receiptFromRow, type ReceiptRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { GuardrailBlockReceipt, Receipt, ReceiptKind } from './store.js';

export interface NewJobReceipt {
  id: string;
  kind: Exclude<ReceiptKind, 'guardrail-block' | 'content-filter'>;
  principalId: string;
  jobId: string;
  /** Unique: a second receipt for the same run fails, so a run is never charged twice. */
  jobRunId: string;
  model: string;
  billing: 'free' | 'paid';
  chargedMicroUSD: number;
  usage: CompletionUsage | null;
  now: number;
}

export async function insertJobReceipt(tx: SqlExecutor, receipt: NewJobReceipt): Promise<void> {
  await tx.query(
    `INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd, usage, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      receipt.id,
      receipt.kind,
      receipt.principalId,
      receipt.jobId,
      receipt.jobRunId,
      receipt.model,
      receipt.billing,
      receipt.chargedMicroUSD,
      toJsonOrNull(receipt.usage),
      receipt.now,
    ],
  );
}

/** A guardrail block: no job, no run, no charge; the version, rules, categories and stage are kept for audit. */
export async function recordGuardrailBlock(db: SqlExecutor, block: GuardrailBlockReceipt): Promise<void> {
  await db.query(
    `INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd,
                           guardrail_version, guardrail_rule_ids, guardrail_categories, guardrail_stage, created_at)
     VALUES ($1, 'guardrail-block', $2, NULL, NULL, $3, 'free', 0, $4, $5::text[], $6::text[], $7, $8)`,
    [block.receiptId, block.principalId, block.model, block.guardrailVersion, [...block.ruleIds], [...block.categories], block.stage, block.now],
  );
}

export async function getReceipt(db: SqlExecutor, receiptId: string): Promise<Receipt | null> {
  const { rows } = await db.query<ReceiptRow>(`SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE id = $1`, [receiptId]);
  return rows[0] ? receiptFromRow(rows[0]) : null;
}

/** The principal's latest receipts, newest first (the receipts_by_principal index). */
export async function listReceipts(db: SqlExecutor, principalId: string, limit: number): Promise<Receipt[]> {
  const { rows } = await db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts
     WHERE principal_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [principalId, limit],
  );
  return rows.map(receiptFromRow);
}
