import { decideHoldOf } from '@secgate/core';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import { expireAccount } from './lot-expiry.js';
import { jobFromRow, type JobRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { CreateJobOutcome, NewJob, StoredJob } from './store.js';
import { createdJob, hasOutlivedRetention, insertJobs } from './insert-jobs.js';
import { namedPipeline } from './named-pipeline.js';
import { ReservationConflict } from './reservation-conflict.js';

/**
 * Reserves a batch of requests and inserts their jobs inside the caller's transaction (DESIGN.md
 * sections 4 and 5), in three steps whatever the batch size:
 *
 * 1. one pipeline of reads: the jobs that already exist, the credentials to check, the `ai`
 *    accounts (locked, in principal order so concurrent batches never deadlock) and the day's
 *    free usage;
 * 2. the decisions, in arrival order, each as if its request had reached the database alone:
 *    re-attach, stale credential, or core's decideHoldOf on the quota left by the requests before
 *    it;
 * 3. one pipeline of writes: the holds summed per principal and the free requests per day, each
 *    by a conditional statement that re-checks what step 2 assumed, and the jobs in one insert.
 *
 * A conditional write that finds the quota moved (only another process can move it between the
 * steps) throws ReservationConflict, and the caller runs the batch again.
 */
export async function reserveJobs(tx: SqlExecutor, jobs: readonly NewJob[]): Promise<CreateJobOutcome[]> {
  const state = await readQuotaState(tx, jobs);
  const outcomes: CreateJobOutcome[] = [];
  const writes = new ReservationWrites();
  const pending = new Map<string, StoredJob>();

  for (const job of jobs) {
    // A revoked token re-attaches to nothing either.
    if (job.credential && !state.credentialHolds(job)) {
      outcomes.push({ kind: 'stale' });
      continue;
    }
    const createdBefore = pending.get(job.jobId);
    if (createdBefore) {
      outcomes.push({ kind: 'exists', job: createdBefore });
      continue;
    }
    const prior = state.jobs.get(job.jobId);
    if (prior && !hasOutlivedRetention(prior, job.now, job.retentionMs)) {
      outcomes.push({ kind: 'exists', job: jobFromRow(prior) });
      continue;
    }
    const account = state.account(job.principalId);
    const freeKey = `${job.principalId}\u0000${job.utcDay}`;
    const freeUsed = state.freeUsed.get(freeKey) ?? 0;
    const decision = decideHoldOf(
      {
        freeRequestsPerDay: job.freeRequestsPerDay,
        freeRequestsUsedToday: freeUsed,
        paidAvailableMicroUSD: account.available,
        holdsPaidCredit: account.granted > 0,
      },
      job.paidHoldMicroUSD,
      job.now,
    );
    if (!decision.ok) {
      const code = decision.error.body.error.code;
      outcomes.push({
        kind: 'refused',
        reason: code === 'free-quota-exhausted' ? 'free-quota-exhausted' : 'insufficient-balance',
        availableMicroUSD: Math.max(0, account.available),
      });
      continue;
    }
    const { billing, amountMicroUSD } = decision.hold;
    if (billing === 'free') {
      state.freeUsed.set(freeKey, freeUsed + 1);
      writes.takeFree(job.principalId, job.utcDay, job.freeRequestsPerDay);
    } else {
      account.available -= amountMicroUSD;
      writes.hold(job.principalId, amountMicroUSD);
    }
    // An ended job past retention is replaced by this new run (its receipt stays).
    if (prior) writes.replace(prior);
    const created = createdJob(job, billing, amountMicroUSD);
    pending.set(job.jobId, created);
    writes.insert(created);
    outcomes.push({ kind: 'created', job: created });
  }

  await writes.apply(tx);
  return outcomes;
}

interface AccountState {
  granted: number;
  available: number;
}

async function readQuotaState(tx: SqlExecutor, jobs: readonly NewJob[]) {
  const jobIds = [...new Set(jobs.map((job) => job.jobId))];
  const principalIds = [...new Set(jobs.map((job) => job.principalId))].sort();
  const tokenIds = [...new Set(jobs.flatMap((job) => (job.credential ? [job.credential.tokenId] : [])))];
  const freeKeys = [...new Map(jobs.filter((job) => job.freeRequestsPerDay > 0).map((job) => [`${job.principalId}\u0000${job.utcDay}`, job])).values()];
  const now = Math.max(...jobs.map((job) => job.now));

  const read = () =>
    namedPipeline(tx, {
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
    });
  let rows = await read();
  // Money that expired must not be held: run the due expiry passes, then read again (rare).
  const due = (rows.accounts as AccountRow[]).filter((row) => {
    const next = toIntOrNull(row.next_expiry_at, 'accounts.next_expiry_at');
    return next !== null && next <= now;
  });
  if (due.length > 0) {
    for (const row of due) await expireAccount(tx, row.principal_id, 'ai', now);
    rows = await read();
  }

  const credentials = new Map((rows.credentials as CredentialRow[]).map((row) => [row.token_id, row]));
  const accounts = new Map<string, AccountState>();
  for (const row of rows.accounts as AccountRow[]) {
    const granted = toInt(row.granted, 'accounts.granted');
    accounts.set(row.principal_id, { granted, available: granted - toInt(row.spent, 'accounts.spent') - toInt(row.reserved, 'accounts.reserved') });
  }
  return {
    jobs: new Map((rows.jobs as JobRow[]).map((row) => [row.id, row])),
    freeUsed: new Map((rows.free as FreeRow[]).map((row) => [`${row.principal_id}\u0000${row.day}`, toInt(row.used, 'free_usage.used')])),
    account(principalId: string): AccountState {
      let account = accounts.get(principalId);
      if (!account) {
        account = { granted: 0, available: 0 };
        accounts.set(principalId, account);
      }
      return account;
    },
    credentialHolds(job: NewJob): boolean {
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

/** What a batch writes, summed so each account and each day's free usage is written once. */
class ReservationWrites {
  private readonly holds = new Map<string, number>();
  private readonly free = new Map<string, { principalId: string; day: string; count: number; limit: number }>();
  private readonly replaced: JobRow[] = [];
  private readonly created: StoredJob[] = [];

  hold(principalId: string, amount: number) {
    this.holds.set(principalId, (this.holds.get(principalId) ?? 0) + amount);
  }

  takeFree(principalId: string, day: string, limit: number) {
    const key = `${principalId}\u0000${day}`;
    const entry = this.free.get(key) ?? { principalId, day, count: 0, limit };
    entry.count += 1;
    this.free.set(key, entry);
  }

  replace(row: JobRow) {
    this.replaced.push(row);
  }

  insert(job: StoredJob) {
    this.created.push(job);
  }

  async apply(tx: SqlExecutor): Promise<void> {
    if (this.created.length === 0) return;
    const holders = [...this.holds.keys()].sort();
    const free = [...this.free.values()];
    const written = await namedPipeline(tx, {
      replaced:
        this.replaced.length === 0
          ? null
          : {
              text: `DELETE FROM jobs j USING unnest($1::text[], $2::text[]) AS d(id, run_id) WHERE j.id = d.id AND j.run_id = d.run_id RETURNING j.id`,
              params: [this.replaced.map((row) => row.id), this.replaced.map((row) => row.run_id)],
            },
      held:
        holders.length === 0
          ? null
          : {
              text: `UPDATE accounts a SET reserved = a.reserved + d.amount
                     FROM unnest($1::text[], $2::bigint[]) AS d(principal_id, amount)
                     WHERE a.principal_id = d.principal_id AND a.scope = 'ai' AND a.granted - a.spent - a.reserved >= d.amount
                     RETURNING a.principal_id`,
              params: [holders, holders.map((id) => this.holds.get(id) ?? 0)],
            },
      took:
        free.length === 0
          ? null
          : {
              // Existing days are bumped only while the limit allows; a day without a row is inserted
              // only if no other transaction inserted it first. Either way, one row back per day.
              text: `WITH d AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS d(principal_id, day, count, day_limit)),
                     bumped AS (
                       UPDATE free_usage f SET used = f.used + d.count FROM d
                       WHERE f.principal_id = d.principal_id AND f.day = d.day AND f.used + d.count <= d.day_limit
                       RETURNING f.principal_id
                     ),
                     inserted AS (
                       INSERT INTO free_usage (principal_id, day, used)
                       SELECT d.principal_id, d.day, d.count FROM d
                       WHERE d.count <= d.day_limit AND NOT EXISTS (SELECT 1 FROM free_usage f WHERE f.principal_id = d.principal_id AND f.day = d.day)
                       ON CONFLICT (principal_id, day) DO NOTHING
                       RETURNING principal_id
                     )
                     SELECT principal_id FROM bumped UNION ALL SELECT principal_id FROM inserted`,
              params: [free.map((f) => f.principalId), free.map((f) => f.day), free.map((f) => f.count), free.map((f) => f.limit)],
            },
      inserted: insertJobs(this.created),
    });
    if (written.replaced.length !== this.replaced.length) throw new ReservationConflict('a replaced job changed under the batch');
    if (written.held.length !== holders.length) throw new ReservationConflict('a balance moved under the batch');
    if (written.took.length !== free.length) throw new ReservationConflict("a day's free usage moved under the batch");
  }
}
