import { JOB_STATUSES, type JobKey, type JobStatus } from '@secgate/core';
import { toInt, type DbInt } from './db-values.js';
import { jobFromRow, type JobRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { StoredJob } from './store.js';

export async function getJob(db: SqlExecutor, key: JobKey): Promise<StoredJob | null> {
  const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE principal_id = $1 AND id = $2', [key.principalId, key.jobId]);
  return rows[0] ? jobFromRow(rows[0]) : null;
}

/** queued -> running under a lease, by one conditional UPDATE: of two claimers only one gets the row. */
export async function claimJob(db: SqlExecutor, key: JobKey, owner: string, leaseUntil: number, now: number): Promise<StoredJob | null> {
  const { rows } = await db.query<JobRow>(
    `UPDATE jobs SET status = 'running', lease_owner = $3, lease_until = $4,
       started_at = COALESCE(started_at, $5), attempts = attempts + 1
     WHERE principal_id = $1 AND id = $2 AND status = 'queued'
     RETURNING *`,
    [key.principalId, key.jobId, owner, leaseUntil, now],
  );
  return rows[0] ? jobFromRow(rows[0]) : null;
}

/** One statement for all of a process's running jobs (it reads the small index of running jobs). */
export async function renewLeases(db: SqlExecutor, owner: string, leaseUntil: number): Promise<number> {
  const { rows } = await db.query(`UPDATE jobs SET lease_until = $2 WHERE status = 'running' AND lease_owner = $1 RETURNING id`, [owner, leaseUntil]);
  return rows.length;
}

/** Running jobs whose lease expired (their process died) go back to queued, their lease cleared. */
export async function requeueExpiredJobs(db: SqlExecutor, now: number): Promise<JobKey[]> {
  const { rows } = await db.query<KeyRow>(
    `UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_until = NULL
     WHERE status = 'running' AND lease_until < $1
     RETURNING principal_id, id`,
    [now],
  );
  return rows.map(jobKeyOf);
}

export async function staleQueuedJobs(db: SqlExecutor, createdBefore: number): Promise<JobKey[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT principal_id, id FROM jobs WHERE status = 'queued' AND created_at < $1 ORDER BY created_at, principal_id COLLATE "C", id COLLATE "C"`,
    [createdBefore],
  );
  return rows.map(jobKeyOf);
}

type KeyRow = { principal_id: string; id: string };

function jobKeyOf(row: KeyRow): JobKey {
  return { principalId: row.principal_id, jobId: row.id };
}

/** When ended jobs are deleted: after the history retention, or after the re-attach window for a principal whose storage is short. */
export interface JobPurgeCutoffs {
  historyBefore: number;
  reattachBefore: number;
}

/**
 * Deletes jobs that ended before the history retention, and those of principals whose storage
 * balance could not pay their latest day (storage_short) that ended before the re-attach window;
 * answers their keys. Receipts have no foreign key to jobs and stay. Two statements, each on its
 * own index, so a sweep reads only what it deletes.
 */
export async function purgeEndedJobs(db: SqlExecutor, cutoffs: JobPurgeCutoffs): Promise<JobKey[]> {
  const [retired, short] = await db.pipeline([
    {
      text: `DELETE FROM jobs WHERE status IN ('succeeded', 'failed') AND finished_at < $1 RETURNING principal_id, id`,
      params: [cutoffs.historyBefore],
    },
    {
      text: `DELETE FROM jobs WHERE principal_id IN (SELECT principal_id FROM storage_short)
               AND status IN ('succeeded', 'failed') AND finished_at < $1 RETURNING principal_id, id`,
      params: [cutoffs.reattachBefore],
    },
  ]);
  return [...(retired?.rows ?? []), ...(short?.rows ?? [])].map((row) => jobKeyOf(row as KeyRow));
}

export async function countJobsByStatus(db: SqlExecutor): Promise<Record<JobStatus, number>> {
  const { rows } = await db.query<{ status: JobStatus; n: DbInt }>('SELECT status, count(*) AS n FROM jobs GROUP BY status');
  const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
  for (const row of rows) counts[row.status] = toInt(row.n, 'count');
  return counts;
}
