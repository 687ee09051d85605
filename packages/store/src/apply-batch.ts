import { expireAccount } from './lot-expiry.js';
import { namedStatements } from './named-pipeline.js';
import { accountsDueForExpiry, quotaReads, type QuotaReadName } from './reservation-reads.js';
import { planReservations } from './plan-reservations.js';
import { readSettlement, settleStatement } from './settle-jobs.js';
import { isLostRace, type SqlExecutor, type SqlStatement } from './sql-executor.js';
import type { CreateJobOutcome, FinishJob, NewJob, StoredJob } from './store.js';

/** What one request asks of a batch. */
export type BatchRequest = { kind: 'reserve'; input: NewJob } | { kind: 'settle'; input: FinishJob };
export type BatchResult = CreateJobOutcome | StoredJob | null;

export interface AppliedBatch {
  /** One result per request, in order: its reservation's outcome, or its settled job (or null). */
  results: BatchResult[];
  /** Accounts whose expiry pass is due and was left for after the commit (see applyBatch), as of `now`. */
  expireAfterCommit: { principalIds: string[]; now: number };
  /** The settlements and what each ended (null where the finisher had lost the job). */
  finishes: FinishJob[];
  ended: (StoredJob | null)[];
  /** What the reservations read inside the transaction, after the settlements; null when they read nothing. */
  reads: Record<QuotaReadName, unknown[]> | null;
  /** The jobs the reservations created. */
  created: StoredJob[];
}

export interface ApplyOptions {
  /** Hears the reservations' outcomes once decided, before their COMMIT is sent (see group-commit.ts). */
  onDecided?: (outcomes: readonly CreateJobOutcome[]) => void;
  /** The rows the reservations would read, known in memory: decide on them, read nothing. */
  known?: Record<QuotaReadName, unknown[]> | null;
  /** The known rows are exact (this process is the database's only writer): credentials need no re-check. */
  knownExactly?: boolean;
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
 * group-commit.ts for who may act on them that early). With `known` rows the reads are skipped
 * and the whole batch is one call (applyKnown).
 *
 * A batch of settlements alone is one call, COMMIT included. An account whose expiry pass became
 * due when a hold was released then has it run after the commit; that is safe because every
 * reservation runs a due pass on its account before holding (below), so no one can hold the
 * expired money in between. Due passes are rare: only when a lot of the account has expired.
 */
export async function applyBatch(tx: SqlExecutor, batch: readonly BatchRequest[], options: ApplyOptions = {}): Promise<AppliedBatch> {
  const finishes = batch.flatMap((request) => (request.kind === 'settle' ? [request.input] : []));
  const jobs = batch.flatMap((request) => (request.kind === 'reserve' ? [request.input] : []));
  const settle = finishes.length > 0 ? settleStatement(finishes) : null;

  if (jobs.length === 0) {
    const first = namedStatements({ settled: settle });
    const settlement = readSettlement(finishes, first.rowsByName(await tx.commitWith(first.statements)).settled);
    const now = Math.max(...finishes.map((finish) => finish.now));
    const expireAfterCommit = { principalIds: settlement.dueForExpiry, now };
    return { results: settlement.ended, expireAfterCommit, finishes, ended: settlement.ended, reads: null, created: [] };
  }
  if (options.known) return applyKnown(tx, batch, { finishes, jobs, settle }, options.known, options);

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

  const { outcomes, writes } = planReservations(jobs, rows, 'reads');
  options.onDecided?.(outcomes);
  await tx.commitWith(writes.statements());
  return { ...inOrder(batch, ended.ended, outcomes), expireAfterCommit: { principalIds: [], now }, finishes, ended: ended.ended, reads: rows };
}

/**
 * The batch decided on rows already known (memory/) instead of read: the settlements, the
 * reservations' writes and COMMIT in one call. Core may only admit here: a refusal or a stale
 * credential throws `DecideFromStore` before anything is sent, and so does a write whose re-check
 * found a row moved by another process (after the transaction rolled back); either way the batch
 * is decided again on the store's own rows.
 */
async function applyKnown(
  tx: SqlExecutor,
  batch: readonly BatchRequest[],
  parts: { finishes: FinishJob[]; jobs: NewJob[]; settle: SqlStatement | null },
  known: Record<QuotaReadName, unknown[]>,
  { onDecided, knownExactly }: ApplyOptions,
): Promise<AppliedBatch> {
  const { finishes, jobs, settle } = parts;
  const { outcomes, writes } = planReservations(jobs, known, knownExactly ? 'exact memory' : 'memory');
  if (outcomes.some((outcome) => outcome.kind === 'refused' || outcome.kind === 'stale')) throw new DecideFromStore();
  onDecided?.(outcomes);
  const results = await tx.commitWith([...(settle ? [settle] : []), ...writes.statements()]).catch((error: unknown) => {
    throw isLostRace(error) ? new DecideFromStore(error) : error;
  });
  const ended = settle ? readSettlement(finishes, results[0]?.rows ?? []) : { ended: [], dueForExpiry: [] };
  const now = Math.max(...batch.map((request) => request.input.now));
  const expireAfterCommit = { principalIds: ended.dueForExpiry, now };
  return { ...inOrder(batch, ended.ended, outcomes), expireAfterCommit, finishes, ended: ended.ended, reads: null };
}

/**
 * Rows known in memory could not decide a batch alone: thrown before anything is sent, or with
 * `lostRace`, the error of a write whose re-check failed, once the transaction has rolled back.
 * It carries no SQLSTATE, so the executor does not run the same decision again.
 */
export class DecideFromStore extends Error {
  constructor(readonly lostRace?: unknown) {
    super('the batch is decided on the rows of the store');
    this.name = 'DecideFromStore';
  }
}

/** The results in the batch's order, and the jobs its reservations created. */
function inOrder(batch: readonly BatchRequest[], ended: readonly (StoredJob | null)[], outcomes: readonly CreateJobOutcome[]) {
  let settled = 0;
  let reserved = 0;
  const results = batch.map((request) => (request.kind === 'settle' ? (ended[settled++] ?? null) : (outcomes[reserved++] as CreateJobOutcome)));
  const created = outcomes.flatMap((outcome) => (outcome.kind === 'created' ? [outcome.job] : []));
  return { results, created };
}
