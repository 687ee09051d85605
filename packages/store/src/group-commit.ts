import { jobKeyString } from '@secgate/core';
import { applyBatch, DecideFromStore, type AppliedBatch, type ApplyOptions, type BatchRequest } from './apply-batch.js';
import { expireAccount } from './lot-expiry.js';
import { createEarlyAnswers } from './memory/early-answers.js';
import type { ReplicaView } from './memory/replica-view.js';
import { isLostRace, type SqlExecutor } from './sql-executor.js';
import type { CreateJobOutcome, FinishJob, NewJob, StoredJob } from './store.js';

/**
 * Group commit for the hot path's writes (issue 5). The reservations and settlements that
 * concurrent requests ask for during one turn of the event loop are committed together: one
 * transaction in one or two calls to the database whatever the number of requests
 * (apply-batch.ts), one durable commit. Each caller is answered only after the transaction that
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

type Item = BatchRequest & { resolve: (result: unknown) => void; reject: (error: unknown) => void };

export interface GroupCommitOptions {
  /** Most requests in one transaction (512 by default). */
  maxBatch?: number;
  /**
   * The rows reservations read, kept in memory (memory/): a reservation is then decided on them,
   * without reading, whenever memory has them. When memory is exact (the embedded store, whose one
   * owner is this process: OwnerView), a chat job's reservation is also answered as soon as it is
   * decided, its COMMIT going on while the caller calls the upstream (its settlement waits for that
   * COMMIT). On a shared database (ReplicaView) the job row is durable before the call, so that
   * another replica's identical request finds it.
   */
  memory?: ReplicaView;
}

const ATTEMPTS_ALONE = 4;

export function createGroupCommit(db: SqlExecutor, options: GroupCommitOptions = {}): GroupCommit {
  const maxBatch = options.maxBatch ?? 512;
  const { memory } = options;
  const earlyAnswers = memory?.exact ? createEarlyAnswers() : undefined;
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
    const answered = new Set<Item>();
    const onDecided = earlyAnswers && ((outcomes: readonly CreateJobOutcome[]) => earlyAnswers.answer(batch, outcomes, answered));
    let applied: AppliedBatch;
    try {
      applied = await decideAndCommit(batch, onDecided, () => answered.size > 0);
    } catch (error) {
      memory?.failed(batch);
      // An answered reservation is not tried again: its caller has gone on with the job it was given.
      earlyAnswers?.failed(answered, error);
      const rest = batch.filter((item) => !answered.has(item));
      if (rest.length === 1) return commitAlone(rest[0] as Item, error);
      for (const item of rest) await commitAlone(item);
      return;
    }
    memory?.committed(batch, applied);
    earlyAnswers?.committed(answered);
    batch.forEach((item, i) => answered.has(item) || item.resolve(applied.results[i]));
    return expireAfterCommit(applied);
  }

  /**
   * On the rows memory knows when it knows them all, else on the rows the batch reads. A batch
   * memory decided wrongly (a refusal, a stale credential, or a write's re-check failing because
   * another process moved a row) is decided again on the rows it reads, unless some of it was
   * already answered.
   */
  async function decideAndCommit(batch: Item[], onDecided: ApplyOptions['onDecided'], anyAnswered: () => boolean): Promise<AppliedBatch> {
    const known = memory?.knownRows(batch);
    if (known) {
      try {
        return await db.transaction((tx) => applyBatch(tx, batch, { known, knownExactly: memory?.exact ?? false, onDecided }));
      } catch (error) {
        if (!(error instanceof DecideFromStore)) throw error;
        if (error.lostRace !== undefined) {
          memory?.failed(batch);
          if (anyAnswered()) throw error.lostRace;
        }
      }
    }
    return db.transaction((tx) => applyBatch(tx, batch, { onDecided }));
  }

  /** One request in its own transaction, again while another process keeps winning the race. */
  async function commitAlone(item: Item, firstError?: unknown): Promise<void> {
    let error = firstError;
    for (let attempt = firstError === undefined ? 0 : 1; attempt < ATTEMPTS_ALONE; attempt++) {
      if (error !== undefined && !isLostRace(error)) break;
      let applied: AppliedBatch;
      try {
        applied = await db.transaction((tx) => applyBatch(tx, [item]));
      } catch (next) {
        error = next;
        continue;
      }
      memory?.committed([item], applied);
      item.resolve(applied.results[0]);
      return expireAfterCommit(applied);
    }
    item.reject(error);
  }

  /**
   * The expiry passes a batch of settlements left due, before the next batch. A pass that fails
   * is not lost: the account's next reservation or balance read runs it, as they run every pass
   * that is due.
   */
  async function expireAfterCommit(applied: AppliedBatch): Promise<void> {
    const { principalIds, now } = applied.expireAfterCommit;
    if (principalIds.length === 0) return;
    const expire = async () => {
      for (const principalId of principalIds) {
        await db.transaction((tx) => expireAccount(tx, principalId, 'ai', now)).catch(() => undefined);
      }
    };
    await (memory ? memory.reservations.guard(principalIds, expire) : expire());
  }

  return {
    reserve: (input) => new Promise((resolve, reject) => enqueue({ kind: 'reserve', input, resolve: resolve as Item['resolve'], reject })),
    async settle(input) {
      // A job answered before its reservation committed is settled only once it has.
      await earlyAnswers?.durable(jobKeyString(input.job));
      return new Promise((resolve, reject) => enqueue({ kind: 'settle', input, resolve: resolve as Item['resolve'], reject }));
    },
    async drain() {
      while (running || scheduled || queue.length > 0) {
        await (running ?? new Promise((resolve) => setImmediate(resolve)));
      }
    },
  };
}
