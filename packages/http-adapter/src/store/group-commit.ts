import { ReservationConflict } from './reservation-conflict.js';
import { reserveJobs } from './reserve-jobs.js';
import { settleJobs } from './settle-jobs.js';
import { sqlState, type SqlExecutor } from './sql-executor.js';
import type { CreateJobOutcome, FinishJob, NewJob, StoredJob } from './store.js';

/**
 * Group commit for the hot path's writes (issue 5). The reservations and settlements that
 * concurrent requests ask for during one turn of the event loop are committed together: one
 * transaction, a handful of statements whatever the number of requests (settle-jobs.ts,
 * reserve-jobs.ts), one durable commit. Each caller is answered only after the transaction that
 * holds its own write has committed.
 *
 * One batch is in flight at a time; what arrives meanwhile forms the next one. When a batch
 * fails, its requests are retried one by one, each in its own transaction, so one bad request
 * cannot fail the others.
 */
export interface GroupCommit {
  reserve(job: NewJob): Promise<CreateJobOutcome>;
  settle(finish: FinishJob): Promise<StoredJob | null>;
  /** Resolves once everything asked so far has committed (or failed). */
  drain(): Promise<void>;
}

type Item =
  | { kind: 'reserve'; input: NewJob; resolve: (outcome: CreateJobOutcome) => void; reject: (error: unknown) => void }
  | { kind: 'settle'; input: FinishJob; resolve: (job: StoredJob | null) => void; reject: (error: unknown) => void };

export interface GroupCommitOptions {
  /** Most requests in one transaction (512 by default). */
  maxBatch?: number;
}

/** SQLSTATE unique_violation: a job inserted by another process between our read and our insert. */
const UNIQUE_VIOLATION = '23505';
const ATTEMPTS_ALONE = 4;

export function createGroupCommit(db: SqlExecutor, options: GroupCommitOptions = {}): GroupCommit {
  const maxBatch = options.maxBatch ?? 512;
  let queue: Item[] = [];
  let running: Promise<void> | undefined;
  let scheduled = false;

  function enqueue(item: Item) {
    queue.push(item);
    if (!scheduled && !running) {
      scheduled = true;
      // After the I/O of this turn: every request read in it has reached here by then.
      setImmediate(flush);
    }
  }

  function flush() {
    scheduled = false;
    const batch = takeBatch();
    running = commit(batch).finally(() => {
      running = undefined;
      if (queue.length > 0) flush();
    });
  }

  /** The next batch: in arrival order, one settlement per job (a second waits for the next batch). */
  function takeBatch(): Item[] {
    const batch: Item[] = [];
    const settling = new Set<string>();
    const rest: Item[] = [];
    for (const item of queue) {
      const duplicate = item.kind === 'settle' && settling.has(item.input.job.jobId);
      if (batch.length >= maxBatch || duplicate) {
        rest.push(item);
        continue;
      }
      if (item.kind === 'settle') settling.add(item.input.job.jobId);
      batch.push(item);
    }
    queue = rest;
    return batch;
  }

  async function commit(batch: Item[]): Promise<void> {
    try {
      const results = await db.transaction((tx) => applyBatch(tx, batch));
      batch.forEach((item, i) => (item.resolve as (value: unknown) => void)(results[i]));
      return;
    } catch (error) {
      if (batch.length === 1) return commitAlone(batch[0] as Item, error);
    }
    for (const item of batch) await commitAlone(item);
  }

  /** One request in its own transaction, again while another process keeps winning the race. */
  async function commitAlone(item: Item, firstError?: unknown): Promise<void> {
    let error = firstError;
    for (let attempt = firstError === undefined ? 0 : 1; attempt < ATTEMPTS_ALONE; attempt++) {
      if (error !== undefined && !isRace(error)) break;
      try {
        const [result] = await db.transaction((tx) => applyBatch(tx, [item]));
        (item.resolve as (value: unknown) => void)(result);
        return;
      } catch (next) {
        error = next;
      }
    }
    item.reject(error);
  }

  return {
    reserve: (input) => new Promise((resolve, reject) => enqueue({ kind: 'reserve', input, resolve, reject })),
    settle: (input) => new Promise((resolve, reject) => enqueue({ kind: 'settle', input, resolve, reject })),
    async drain() {
      while (running || scheduled || queue.length > 0) {
        await (running ?? new Promise((resolve) => setImmediate(resolve)));
      }
    },
  };
}

/** Settlements first: what they release is there for the reservations after them. */
async function applyBatch(tx: SqlExecutor, batch: readonly Item[]): Promise<unknown[]> {
  const settles = batch.flatMap((item) => (item.kind === 'settle' ? [item.input] : []));
  const reserves = batch.flatMap((item) => (item.kind === 'reserve' ? [item.input] : []));
  const ended = settles.length > 0 ? await settleJobs(tx, settles) : [];
  const reserved = reserves.length > 0 ? await reserveJobs(tx, reserves) : [];
  let s = 0;
  let r = 0;
  return batch.map((item) => (item.kind === 'settle' ? ended[s++] : reserved[r++]));
}

function isRace(error: unknown): boolean {
  return error instanceof ReservationConflict || sqlState(error) === UNIQUE_VIOLATION;
}
