import { JOB_STATUSES, type JobStatus } from '@secgate/core';
import { toInt, toIntOrNull, toJsonOrNull, type DbInt } from './db-values.js';
import { expireAccountIfDue } from './lot-expiry.js';
import { availableAi, insertHold, reserveFreeRequest, reservePaidHold } from './money-queries.js';
import { jobFromRow, type JobRow } from './row-mapping.js';
import { inTransaction, RollbackWith, type SqlExecutor } from './sql-executor.js';
import type { CreateJobOutcome, NewJob, StoredJob } from './store.js';

export async function getJob(db: SqlExecutor, jobId: string): Promise<StoredJob | null> {
  const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [jobId]);
  return rows[0] ? jobFromRow(rows[0]) : null;
}

/** One try of createJob; `lost-insert-race` means a concurrent identical request inserted the job first. */
type Attempt = CreateJobOutcome | { kind: 'lost-insert-race' };

/**
 * Reserve and insert in one transaction (DESIGN.md section 5: identical concurrent requests share
 * one job and are charged once).
 *
 * Two identical requests racing past the existence check both reserve, then both insert with
 * ON CONFLICT DO NOTHING. On PostgreSQL the second insert waits for the first transaction and then
 * conflicts; on PGlite transactions simply run one after the other. The loser rolls its whole
 * transaction back (its reservation with it) and, once the rollback is done, reads the winner's
 * committed job and answers `exists`. A refused reservation rolls back too, so a refusal changes
 * nothing, not even the removal of an outlived job.
 */
export async function createJob(db: SqlExecutor, job: NewJob): Promise<CreateJobOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await inTransaction<Attempt>(db, (tx) => tryCreateJob(tx, job));
    if (outcome.kind === 'created' || outcome.kind === 'exists') return outcome;
    // Both a lost insert and a refusal may be an identical request that committed first: its
    // reservation can be the very one that left too little for this one. Answer with its job.
    const winner = await currentJob(db, job);
    if (winner) return { kind: 'exists', job: winner };
    if (outcome.kind === 'refused') return outcome;
    // The winner was purged in between (an ended job past retention): start over.
  }
  throw new Error(`job ${job.jobId} could not be created: it kept being created and removed concurrently`);
}

/** The committed job with this id, unless it has outlived retention (then it does not count). */
async function currentJob(db: SqlExecutor, job: NewJob): Promise<StoredJob | null> {
  const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [job.jobId]);
  const row = rows[0];
  return row && !hasOutlivedRetention(row, job.now, job.retentionMs) ? jobFromRow(row) : null;
}

async function tryCreateJob(tx: SqlExecutor, job: NewJob): Promise<Attempt> {
  const { rows: existing } = await tx.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [job.jobId]);
  const found = existing[0];
  if (found) {
    if (!hasOutlivedRetention(found, job.now, job.retentionMs)) return { kind: 'exists', job: jobFromRow(found) };
    // Ended long enough ago: a new run replaces it (its receipts stay). Conditional on the run, so
    // of two concurrent replacers only one deletes; the other conflicts on the insert below.
    await tx.query('DELETE FROM jobs WHERE id = $1 AND run_id = $2', [job.jobId, found.run_id]);
  }

  const free = job.billing === 'free';
  if (free) {
    if (!(await reserveFreeRequest(tx, job.principalId, job.utcDay, job.freeRequestsPerDay))) {
      throw new RollbackWith<Attempt>(await refusal(tx, job, 'free-quota-exhausted'));
    }
  } else {
    // Money that expired must not be held; the pass is a no-op unless an expiry is due.
    await expireAccountIfDue(tx, job.principalId, 'ai', job.now);
    if (!(await reservePaidHold(tx, job.principalId, job.holdMicroUSD))) {
      throw new RollbackWith<Attempt>(await refusal(tx, job, 'insufficient-balance'));
    }
  }

  const hold = free ? 0 : job.holdMicroUSD;
  const freeDay = free ? job.utcDay : null;
  const { rows: inserted } = await tx.query<JobRow>(
    `INSERT INTO jobs (id, run_id, principal_id, kind, status, model, task, scope_id, request, body_fingerprint,
                       billing, hold_micro_usd, free_day, created_at, redactions, guardrails)
     VALUES ($1, $2, $3, $4, 'queued', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (id) DO NOTHING
     RETURNING *`,
    [
      job.jobId,
      job.runId,
      job.principalId,
      job.kind,
      job.request.model,
      job.request.task,
      job.request.scopeId,
      JSON.stringify(job.request),
      job.bodyFingerprint,
      job.billing,
      hold,
      freeDay,
      job.now,
      toJsonOrNull(job.redactions),
      toJsonOrNull(job.guardrails),
    ],
  );
  const created = inserted[0];
  if (!created) throw new RollbackWith<Attempt>({ kind: 'lost-insert-race' });
  await insertHold(tx, { runId: job.runId, principalId: job.principalId, billing: job.billing, amount: hold, freeDay, now: job.now });
  return { kind: 'created', job: jobFromRow(created) };
}

async function refusal(tx: SqlExecutor, job: NewJob, reason: 'free-quota-exhausted' | 'insufficient-balance'): Promise<Attempt> {
  return { kind: 'refused', reason, availableMicroUSD: await availableAi(tx, job.principalId) };
}

/** The same rule the admission code applies: ended, and more than `retentionMs` ago. */
function hasOutlivedRetention(row: JobRow, now: number, retentionMs: number): boolean {
  const finishedAt = toIntOrNull(row.finished_at, 'jobs.finished_at');
  return (row.status === 'succeeded' || row.status === 'failed') && finishedAt !== null && finishedAt + retentionMs < now;
}

/** queued -> running under a lease, by one conditional UPDATE: of two claimers only one gets the row. */
export async function claimJob(db: SqlExecutor, jobId: string, owner: string, leaseUntil: number, now: number): Promise<StoredJob | null> {
  const { rows } = await db.query<JobRow>(
    `UPDATE jobs SET status = 'running', lease_owner = $2, lease_until = $3,
       started_at = COALESCE(started_at, $4), attempts = attempts + 1
     WHERE id = $1 AND status = 'queued'
     RETURNING *`,
    [jobId, owner, leaseUntil, now],
  );
  return rows[0] ? jobFromRow(rows[0]) : null;
}

export async function renewLease(db: SqlExecutor, jobId: string, owner: string, leaseUntil: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET lease_until = $3 WHERE id = $1 AND status = 'running' AND lease_owner = $2 RETURNING id`,
    [jobId, owner, leaseUntil],
  );
  return rows.length > 0;
}

/** Running jobs whose lease expired (their process died) go back to queued, their lease cleared. */
export async function requeueExpiredJobs(db: SqlExecutor, now: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_until = NULL
     WHERE status = 'running' AND lease_until < $1
     RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

export async function staleQueuedJobs(db: SqlExecutor, createdBefore: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE status = 'queued' AND created_at < $1 ORDER BY created_at, id COLLATE "C"`,
    [createdBefore],
  );
  return rows.map((row) => row.id);
}

/** Deletes ended jobs; their receipts stay (receipts have no foreign key to jobs). */
export async function purgeEndedJobs(db: SqlExecutor, endedBefore: number): Promise<number> {
  const { rows } = await db.query<{ purged: DbInt }>(
    `WITH purged AS (
       DELETE FROM jobs WHERE status IN ('succeeded', 'failed') AND finished_at < $1 RETURNING 1
     ) SELECT count(*) AS purged FROM purged`,
    [endedBefore],
  );
  return toInt(rows[0]?.purged ?? 0, 'purged');
}

export async function countJobsByStatus(db: SqlExecutor): Promise<Record<JobStatus, number>> {
  const { rows } = await db.query<{ status: JobStatus; n: DbInt }>('SELECT status, count(*) AS n FROM jobs GROUP BY status');
  const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
  for (const row of rows) counts[row.status] = toInt(row.n, 'count');
  return counts;
}
