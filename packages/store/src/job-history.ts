import type { HistoryCursor, HistoryFilter, HistoryOutcome, Job } from '@secgate/core';
import { toInt } from './db-values.js';
import { jobFromRow, RECEIPT_COLUMNS, receiptFromRow, type JobRow, type ReceiptRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { Receipt } from './store.js';

/** One of a principal's kept jobs as its history shows it: the public record and the receipt its run left, if it ended. */
export interface JobHistoryEntry {
  job: Job;
  /** The receipt named by the job's receipt id (its tokens are there for free runs too); null while the job has not ended. */
  receipt: Receipt | null;
}

/** A page of the history and where the following one starts (null on the last page). */
export interface JobHistoryPage {
  entries: JobHistoryEntry[];
  next: HistoryCursor | null;
}

// Every job column but the request: no history view shows it, and a page of 50 must not read 50
// request bodies back. The receipt's columns come prefixed (jobs has a receipt_id of its own).
const JOB_COLUMNS = [
  'id, run_id, principal_id, kind, status, model, task, scope_id, body_fingerprint, billing, hold_micro_usd, free_day',
  'created_at, started_at, finished_at, lease_owner, lease_until, attempts, receipt_id, content, tool_calls, finish_reason',
  'answered_model, upstream_queue_ms, usage, charged_micro_usd, error, redactions, guardrails',
]
  .join(', ')
  .split(', ')
  .map((column) => `j.${column}`)
  .join(', ');
const RECEIPT_AS = RECEIPT_COLUMNS.split(', ')
  .map((column) => `r.${column} AS rc_${column}`)
  .join(', ');
// The receipt is the principal's own: a receipt id is unique, the principal check is belt and braces.
const FROM = `FROM jobs j LEFT JOIN receipts r ON r.id = j.receipt_id AND r.principal_id = j.principal_id`;

/** Each outcome as a condition on the stored row (core's historyOutcome, in SQL). */
const OUTCOME_SQL: Record<HistoryOutcome, string> = {
  answered: `j.status = 'succeeded' AND j.finish_reason IS DISTINCT FROM 'content_filter'`,
  withheld: `j.status = 'succeeded' AND j.finish_reason = 'content_filter'`,
  failed: `j.status = 'failed'`,
  'in-progress': `j.status IN ('queued', 'running')`,
};

/**
 * A page of the principal's kept jobs, newest first (created_at, then id in byte order, the order
 * of jobs_history_by_principal), after `after` when given. The index gives the principal's range in
 * this order; model and outcome are checked on the rows it yields, the dates bound the range.
 */
export async function listJobHistory(
  db: SqlExecutor,
  principalId: string,
  filter: HistoryFilter,
  limit: number,
  after?: HistoryCursor,
): Promise<JobHistoryPage> {
  // Only the filters asked for are in the statement, so its plan is the index's range and nothing else.
  const params: unknown[] = [principalId];
  const where = ['j.principal_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.model !== undefined) where.push(`j.model = ${param(filter.model)}`);
  if (filter.outcome !== undefined) where.push(OUTCOME_SQL[filter.outcome]);
  if (filter.createdFrom !== undefined) where.push(`j.created_at >= ${param(filter.createdFrom)}::bigint`);
  if (filter.createdBefore !== undefined) where.push(`j.created_at < ${param(filter.createdBefore)}::bigint`);
  if (after !== undefined) {
    const [at, id] = [param(after.createdAt), param(after.jobId)];
    // The first half bounds the index range; the second skips what the previous page showed.
    where.push(`j.created_at <= ${at}::bigint AND (j.created_at < ${at}::bigint OR j.id COLLATE "C" > ${id}::text)`);
  }
  const { rows } = await db.query<HistoryRow>(
    `SELECT ${JOB_COLUMNS}, ${RECEIPT_AS} ${FROM} WHERE ${where.join(' AND ')}
     ORDER BY j.created_at DESC, j.id COLLATE "C" LIMIT ${param(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(entryFromRow),
    next: rows.length > limit && last ? { createdAt: toInt(last.created_at, 'jobs.created_at'), jobId: last.id } : null,
  };
}

/** One of the principal's kept jobs with its receipt; null when it has none by that id (another principal's is null too). */
export async function getJobHistoryEntry(db: SqlExecutor, principalId: string, jobId: string): Promise<JobHistoryEntry | null> {
  const { rows } = await db.query<HistoryRow>(`SELECT ${JOB_COLUMNS}, ${RECEIPT_AS} ${FROM} WHERE j.principal_id = $1 AND j.id = $2`, [principalId, jobId]);
  return rows[0] ? entryFromRow(rows[0]) : null;
}

type HistoryRow = Omit<JobRow, 'request'> & { [K in keyof ReceiptRow as `rc_${K}`]: ReceiptRow[K] | null };

function entryFromRow(row: HistoryRow): JobHistoryEntry {
  return { job: publicJob(row), receipt: row.rc_id === null ? null : receiptFromRow(receiptRowOf(row)) };
}

/** The public job record: what GET /v1/research/job shows, without what only a runner needs. */
function publicJob(row: HistoryRow): Job {
  const {
    principalId: _principal,
    kind: _kind,
    runId: _run,
    request: _request,
    bodyFingerprint: _fingerprint,
    holdMicroUSD: _hold,
    freeDay: _freeDay,
    leaseOwner: _owner,
    leaseUntil: _until,
    attempts: _attempts,
    answeredModel: _answered,
    ...job
  } = jobFromRow({ ...row, request: 'null' });
  return job;
}

function receiptRowOf(row: HistoryRow): ReceiptRow {
  const prefixed = Object.entries(row).filter(([column]) => column.startsWith('rc_'));
  return Object.fromEntries(prefixed.map(([column, value]) => [column.slice(3), value])) as unknown as ReceiptRow;
}
