import { toJsonOrNull } from './db-values.js';
import { expireAccountIfDue } from './lot-expiry.js';
import { settleHold } from './money-queries.js';
import { insertJobReceipt } from './receipt-queries.js';
import { jobFromRow, type JobRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { FinishJob, StoredJob } from './store.js';

/**
 * Ends a running job in one transaction (DESIGN.md sections 4 and 5): the receipt, the spend, the
 * hold released and the job row, or nothing at all.
 *
 * The job row is locked first and only when it is running under `owner`: a runner whose lease
 * expired and was taken over gets null and changes nothing, and of two finishers of one run the
 * second waits, then finds the job ended. The receipt's unique run id backs this up in the schema.
 */
export async function finishJob(db: SqlExecutor, input: FinishJob): Promise<StoredJob | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>(
      `SELECT * FROM jobs WHERE id = $1 AND status = 'running' AND lease_owner = $2 FOR UPDATE`,
      [input.jobId, input.owner],
    );
    const job = rows[0];
    if (!job) return null;

    const { outcome } = input;
    const succeeded = outcome.status === 'succeeded';
    // A failed job charges nothing and gives its free request back.
    const settlement = await settleHold(tx, job.run_id, succeeded ? outcome.chargeMicroUSD : 0, !succeeded);
    const paidSuccess = succeeded && job.billing === 'paid';
    const charged = paidSuccess ? (settlement?.spentMicroUSD ?? 0) : 0;

    await insertJobReceipt(tx, {
      id: input.receiptId,
      kind: succeeded ? 'completion' : 'failed',
      principalId: job.principal_id,
      jobId: job.id,
      jobRunId: job.run_id,
      model: job.model,
      billing: job.billing,
      chargedMicroUSD: charged,
      // The receipt keeps what ran, free or paid; the public job record shows usage only when paid.
      usage: succeeded ? outcome.usage : null,
      now: input.now,
    });

    const { rows: updated } = await tx.query<JobRow>(
      `UPDATE jobs SET status = $2, finished_at = $3, receipt_id = $4, content = $5, tool_calls = $6,
         finish_reason = $7, answered_model = $8, usage = $9, charged_micro_usd = $10, error = $11
       WHERE id = $1
       RETURNING *`,
      [
        job.id,
        outcome.status,
        input.now,
        input.receiptId,
        succeeded ? outcome.content : null,
        JSON.stringify(succeeded ? outcome.toolCalls : []),
        succeeded ? outcome.finishReason : null,
        succeeded ? outcome.answeredModel : null,
        paidSuccess ? toJsonOrNull(outcome.usage) : null,
        paidSuccess ? charged : null,
        succeeded ? null : JSON.stringify(outcome.error),
      ],
    );
    // Money an expired lot kept only for this hold is now free: the expiry takes it before anyone
    // else can hold it (a no-op unless an expiry is due).
    if (job.billing === 'paid') await expireAccountIfDue(tx, job.principal_id, 'ai', input.now);
    return jobFromRow(updated[0] as JobRow);
  });
}
