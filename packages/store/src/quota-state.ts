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
  const jobIds = [...new Set(jobs.map((job) => job.jobId))];
  const principalIds = [...new Set(jobs.map((job) => job.principalId))].sort();
  const tokenIds = [...new Set(jobs.flatMap((job) => (job.credential ? [job.credential.tokenId] : [])))];
  const freeKeys = [...new Map(jobs.filter((job) => job.freeRequestsPerDay > 0).map((job) => [freeKey(job.principalId, job.utcDay), job])).values()];
  return {
    jobs: { text: 'SELECT * FROM jobs WHERE id = ANY($1::text[])', params: [jobIds] },
    credentials:
      tokenIds.length === 0
        ? null
        : {
            text: `SELECT t.id AS token_id, p.id AS principal_id, p.status, p.version
                   FROM tokens t JOIN principals p ON p.id = t.principal_id
                   WHERE t.id = ANY($1::text[]) AND t.revoked_at IS NULL`,
            params: [tokenIds],
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

/** What the reads found, as the decisions use and update it (request after request). */
export interface QuotaState {
  jobs: Map<string, JobRow>;
  /** Free requests used, by `freeKey(principal, day)`. */
  freeUsed: Map<string, number>;
  account(principalId: string): AccountState;
  credentialHolds(job: NewJob): boolean;
}

export interface AccountState {
  granted: number;
  available: number;
}

export function freeKey(principalId: string, day: string): string {
  return `${principalId}\u0000${day}`;
}

export function readQuotaState(rows: Record<QuotaReadName, unknown[]>): QuotaState {
  const credentials = new Map((rows.credentials as CredentialRow[]).map((row) => [row.token_id, row]));
  const accounts = new Map<string, AccountState>();
  for (const row of rows.accounts as AccountRow[]) {
    const granted = toInt(row.granted, 'accounts.granted');
    accounts.set(row.principal_id, { granted, available: granted - toInt(row.spent, 'accounts.spent') - toInt(row.reserved, 'accounts.reserved') });
  }
  return {
    jobs: new Map((rows.jobs as JobRow[]).map((row) => [row.id, row])),
    freeUsed: new Map((rows.free as FreeRow[]).map((row) => [freeKey(row.principal_id, row.day), toInt(row.used, 'free_usage.used')])),
    account(principalId) {
      let account = accounts.get(principalId);
      if (!account) {
        account = { granted: 0, available: 0 };
        accounts.set(principalId, account);
      }
      return account;
    },
    credentialHolds(job) {
      const found = job.credential ? credentials.get(job.credential.tokenId) : undefined;
      return (
        found !== undefined &&
        found.principal_id === job.principalId &&
        found.status === 'active' &&
        toInt(found.version, 'principals.version') === job.credential?.principalVersion
      );
    },
  };
}

interface AccountRow {
  principal_id: string;
  granted: DbInt;
  spent: DbInt;
  reserved: DbInt;
  next_expiry_at: DbInt | null;
}
interface CredentialRow {
  token_id: string;
  principal_id: string;
  status: string;
  version: DbInt;
}
interface FreeRow {
  principal_id: string;
  day: string;
  used: DbInt;
}
