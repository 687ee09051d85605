import { expireAccount } from './lot-expiry.js';
import { namedStatements } from './named-pipeline.js';
import { accountsDueForExpiry, quotaReads } from './reservation-reads.js';
import { planReservations } from './plan-reservations.js';
import { readSettlement, settleStatement } from './settle-jobs.js';
import type { SqlExecutor } from './sql-executor.js';
import type { CreateJobOutcome, FinishJob, NewJob, StoredJob } from './store.js';

/** What one request asks of a batch. */
export type BatchRequest = { kind: 'reserve'; input: NewJob } | { kind: 'settle'; input: FinishJob };
export type BatchResult = CreateJobOutcome | StoredJob | null;

export interface AppliedBatch {
  /** One result per request, in order: its reservation's outcome, or its settled job (or null). */
  results: BatchResult[];
  /** Accounts whose expiry pass is due and was left for after the commit (see applyBatch), as of `now`. */
  expireAfterCommit: { principalIds: string[]; now: number };
}

/**
 * One batch of the hot path's writes as one transaction in at most two calls to the database,
 * whatever the number of requests:
 *
 * 1. BEGIN, the settlements (settle-jobs.ts) and the reads the reservations decide on
 *    (reservation-reads.ts), in one pipeline; settlements first, so what they release is there
 *    for the reservations after them;
 * 2. the reservations' writes (reservation-writes.ts) and COMMIT.
 *
 * `onDecided` hears the reservations' outcomes between the two, before their COMMIT is sent (see
 * group-commit.ts for who may act on them that early).
 *
 * A batch of settlements alone is one call, COMMIT included. An account whose expiry pass became
 * due when a hold was released then has it run after the commit; that is safe because every
 * reservation runs a due pass on its account before holding (below), so no one can hold the
 * expired money in between. Due passes are rare: only when a lot of the account has expired.
 */
export async function applyBatch(
  tx: SqlExecutor,
  batch: readonly BatchRequest[],
  onDecided?: (outcomes: readonly CreateJobOutcome[]) => void,
): Promise<AppliedBatch> {
  const finishes = batch.flatMap((request) => (request.kind === 'settle' ? [request.input] : []));
  const jobs = batch.flatMap((request) => (request.kind === 'reserve' ? [request.input] : []));
  const settle = finishes.length > 0 ? settleStatement(finishes) : null;

  if (jobs.length === 0) {
    const first = namedStatements({ settled: settle });
    const settlement = readSettlement(finishes, first.rowsByName(await tx.commitWith(first.statements)).settled);
    const now = Math.max(...finishes.map((finish) => finish.now));
    return { results: settlement.ended, expireAfterCommit: { principalIds: settlement.dueForExpiry, now } };
  }

  const first = namedStatements({ settled: settle, ...quotaReads(jobs) });
  let rows = first.rowsByName(await tx.pipeline(first.statements));
  const ended = finishes.length > 0 ? readSettlement(finishes, rows.settled) : { ended: [], dueForExpiry: [] };
  const now = Math.max(...batch.map((request) => request.input.now));
  const due = [...new Set([...ended.dueForExpiry, ...accountsDueForExpiry(rows, now)])].sort();
  if (due.length > 0) {
    for (const principalId of due) await expireAccount(tx, principalId, 'ai', now);
    const again = namedStatements(quotaReads(jobs));
    rows = { settled: rows.settled, ...again.rowsByName(await tx.pipeline(again.statements)) };
  }

  const { outcomes, writes } = planReservations(jobs, rows);
  onDecided?.(outcomes);
  await tx.commitWith(writes.statements());
  let settled = 0;
  let reserved = 0;
  const results = batch.map((request) => (request.kind === 'settle' ? (ended.ended[settled++] ?? null) : (outcomes[reserved++] as CreateJobOutcome)));
  return { results, expireAfterCommit: { principalIds: [], now } };
}
