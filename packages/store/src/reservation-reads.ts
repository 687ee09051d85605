import { jobKeyString, type Principal, type ReservationState } from '@secgate/core';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { JobRow } from './row-mapping.js';
import type { SqlStatement } from './sql-executor.js';
import type { NewJob } from './store.js';

export type QuotaReadName = 'jobs' | 'credentials' | 'accounts' | 'free';

/**
 * What a batch of reservations must read before it decides, as statements to send in one
 * pipeline: the jobs that already exist, the credentials to check, the `ai` accounts (locked, in
 * principal order so concurrent batches never deadlock) and the day's free usage.
 */
export function quotaReads(jobs: readonly NewJob[]): Record<QuotaReadName, SqlStatement | null> {
  const jobKeys = [...new Map(jobs.map((job) => [jobKeyString(job), job])).values()];
  const principalIds = [...new Set(jobs.map((job) => job.principalId))].sort();
  const tokenIds = [...new Set(jobs.flatMap((job) => (job.credential ? [job.credential.tokenId] : [])))];
  const freeKeys = [...new Map(jobs.filter((job) => job.freeRequestsPerDay > 0).map((job) => [freeKey(job.principalId, job.utcDay), job])).values()];
  return {
    jobs: {
      text: `SELECT j.* FROM jobs j JOIN unnest($1::text[], $2::text[]) AS k(principal_id, id) ON j.principal_id = k.principal_id AND j.id = k.id`,
      params: [jobKeys.map((job) => job.principalId), jobKeys.map((job) => job.jobId)],
    },
    credentials:
      tokenIds.length === 0
        ? null
        : {
            // Unrevoked and, at the latest admission's `now`, unexpired (core's isTokenLive): a token
            // not found here is `stale`, and the request reads it again from the store.
            text: `SELECT t.id AS token_id, t.expires_at, p.id AS principal_id, p.status, p.version
                   FROM tokens t JOIN principals p ON p.id = t.principal_id
                   WHERE t.id = ANY($1::text[]) AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > $2::bigint)`,
            params: [tokenIds, Math.max(...jobs.map((job) => job.now))],
          },
    accounts: {
      text: `SELECT principal_id, granted, spent, reserved, next_expiry_at FROM accounts
             WHERE principal_id = ANY($1::text[]) AND scope = 'ai' ORDER BY principal_id COLLATE "C" FOR UPDATE`,
      params: [principalIds],
    },
    // Only days with free requests to give can decide anything.
    free:
      freeKeys.length === 0
        ? null
        : {
            text: `SELECT f.principal_id, f.day, f.used FROM free_usage f
                   JOIN unnest($1::text[], $2::text[]) AS k(principal_id, day) ON f.principal_id = k.principal_id AND f.day = k.day`,
            params: [freeKeys.map((job) => job.principalId), freeKeys.map((job) => job.utcDay)],
          },
  };
}

/** The accounts read whose expiry pass is due: expired money must not be held. */
export function accountsDueForExpiry(rows: Record<QuotaReadName, unknown[]>, now: number): string[] {
  return (rows.accounts as AccountRow[])
    .filter((row) => {
      const next = toIntOrNull(row.next_expiry_at, 'accounts.next_expiry_at');
      return next !== null && next <= now;
    })
    .map((row) => row.principal_id);
}

/** What the reads found: core's view of it, and the stored job rows (by jobKeyString) to re-attach to or replace. */
export interface ReservationReads {
  state: ReservationState;
  jobRows: Map<string, JobRow>;
}

export function freeKey(principalId: string, day: string): string {
  return `${principalId}\u0000${day}`;
}

/** The rows as core's ReservationState: it decides on them (decideReservations), the store writes. */
export function reservationReads(rows: Record<QuotaReadName, unknown[]>): ReservationReads {
  const jobRows = rows.jobs as JobRow[];
  return {
    jobRows: new Map(jobRows.map((row) => [jobKeyString({ principalId: row.principal_id, jobId: row.id }), row])),
    state: {
      jobs: jobRows.map((row) => ({
        principalId: row.principal_id,
        jobId: row.id,
        status: row.status,
        finishedAt: toIntOrNull(row.finished_at, 'jobs.finished_at'),
      })),
      credentials: (rows.credentials as CredentialRow[]).map((row) => ({
        tokenId: row.token_id,
        principalId: row.principal_id,
        status: row.status,
        principalVersion: toInt(row.version, 'principals.version'),
      })),
      accounts: (rows.accounts as AccountRow[]).map((row) => ({
        principalId: row.principal_id,
        grantedMicroUSD: toInt(row.granted, 'accounts.granted'),
        spentMicroUSD: toInt(row.spent, 'accounts.spent'),
        reservedMicroUSD: toInt(row.reserved, 'accounts.reserved'),
      })),
      freeUsage: (rows.free as FreeRow[]).map((row) => ({ principalId: row.principal_id, day: row.day, used: toInt(row.used, 'free_usage.used') })),
    },
  };
}

/** The rows the reads return (the owner's view keeps the same). */
export interface AccountRow {
  principal_id: string;
  granted: DbInt;
  spent: DbInt;
  reserved: DbInt;
  next_expiry_at: DbInt | null;
}
export interface CredentialRow {
  token_id: string;
  principal_id: string;
  status: Principal['status'];
  version: DbInt;
  /** The token's expiry (core's TokenExpiry), so memory can judge it at a later batch's `now`. */
  expires_at: DbInt | null;
}
export interface FreeRow {
  principal_id: string;
  day: string;
  used: DbInt;
}
