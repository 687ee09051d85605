import { insertJobs } from './insert-jobs.js';
import { freeKey } from './reservation-reads.js';
import type { JobRow } from './row-mapping.js';
import type { SqlStatement } from './sql-executor.js';
import type { StoredJob } from './store.js';

/**
 * What a batch of reservations writes, summed so each account and each day's free usage is
 * written once: the credentials re-checked (when decided on what memory last saw), the holds per
 * principal and the free requests per day, each by a conditional statement that re-checks what
 * the decisions assumed, ended jobs past retention deleted, and the new jobs in one insert.
 *
 * Each conditional statement checks its own count through `secgate_assert` (migration 003): if a
 * credential, a balance or a day's usage moved since the batch read it (or since memory last saw
 * it: memory/replica-view.ts), the statement fails with SQLSTATE 40001, the COMMIT sent after it
 * is skipped, and the batch is decided again. A job another process inserted first fails the
 * insert with 23505, to the same effect.
 */
export class ReservationWrites {
  private readonly credentials = new Map<string, { principalId: string; version: number }>();
  private readonly holds = new Map<string, number>();
  private readonly free = new Map<string, { principalId: string; day: string; count: number; limit: number }>();
  private readonly replaced: JobRow[] = [];
  private readonly created: StoredJob[] = [];

  /**
   * @param from what the decisions rest on: rows this batch read (credentials and expiry checked
   * there, under the same transaction), rows memory knows exactly (the embedded store's owner: no
   * expiry pass run, so none may be due at `now`), or rows memory last saw, which every write
   * re-checks, credentials included.
   */
  constructor(
    readonly from: 'reads' | 'exact memory' | 'memory',
    private readonly now: number,
  ) {}

  /** A created job's credential, as its reservation was decided on it (core's rule, decideReservations). */
  credential(tokenId: string, principalId: string, version: number) {
    this.credentials.set(tokenId, { principalId, version });
  }

  hold(principalId: string, amount: number) {
    this.holds.set(principalId, (this.holds.get(principalId) ?? 0) + amount);
  }

  takeFree(principalId: string, day: string, limit: number) {
    const key = freeKey(principalId, day);
    const entry = this.free.get(key) ?? { principalId, day, count: 0, limit };
    entry.count += 1;
    this.free.set(key, entry);
  }

  /** An ended job past retention, replaced by a new run (its receipt stays). */
  replace(row: JobRow) {
    this.replaced.push(row);
  }

  insert(job: StoredJob) {
    this.created.push(job);
  }

  statements(): SqlStatement[] {
    if (this.created.length === 0) return [];
    const statements: SqlStatement[] = [];
    if (this.from === 'memory' && this.credentials.size > 0) statements.push(credentialsStatement(this.credentials, this.now));
    if (this.replaced.length > 0) {
      statements.push({
        text: DELETE_REPLACED,
        params: [this.replaced.map((row) => row.principal_id), this.replaced.map((row) => row.id), this.replaced.map((row) => row.run_id)],
      });
    }
    // In principal order, as the reads locked them: concurrent batches never deadlock.
    const holders = [...this.holds.keys()].sort();
    if (holders.length > 0)
      statements.push(
        holdStatement(
          holders.map((principalId) => ({ principalId, amount: this.holds.get(principalId) ?? 0 })),
          this.from === 'reads' ? null : this.now,
        ),
      );
    const free = [...this.free.values()];
    if (free.length > 0) statements.push(takeFreeStatement(free));
    statements.push(insertJobs(this.created));
    return statements;
  }
}

const DELETE_REPLACED = `
WITH gone AS (
  DELETE FROM jobs j USING unnest($1::text[], $2::text[], $3::text[]) AS d(principal_id, id, run_id)
  WHERE j.principal_id = d.principal_id AND j.id = d.id AND j.run_id = d.run_id RETURNING j.id
)
SELECT secgate_assert(count(*) = cardinality($1::text[]), 'a replaced job changed') FROM gone`;

/**
 * Holds summed per principal, each placed only while the account covers it: the condition is core's
 * (placeHold: available = granted - spent - reserved >= amount), re-stated here so that the check and
 * the write are one step on the database (contract/sql-rechecks.test-support.ts holds the two equal).
 *
 * Expired money must not be held. A batch that read its accounts ran their due expiry passes first,
 * under the same lock (`dueAfter` null). A batch decided on rows known in memory ran none, so each
 * account's next lot expiry must still lie after `dueAfter` (its `now`): a lot another process
 * granted since memory saw the account may have come due.
 */
export function holdStatement(holds: readonly { principalId: string; amount: number }[], dueAfter: number | null): SqlStatement {
  return { text: HOLD, params: [holds.map((h) => h.principalId), holds.map((h) => h.amount), dueAfter] };
}

/**
 * Each token still unrevoked and unexpired at `now` (core's isTokenLive), of its principal, and that
 * principal still active at the version the reservation was decided on: core's credential rule
 * (decideReservations), re-stated here.
 */
export function credentialsStatement(credentials: ReadonlyMap<string, { principalId: string; version: number }>, now: number): SqlStatement {
  const entries = [...credentials];
  return {
    text: CREDENTIALS,
    params: [entries.map(([tokenId]) => tokenId), entries.map(([, c]) => c.principalId), entries.map(([, c]) => c.version), now],
  };
}

const CREDENTIALS = `
SELECT secgate_assert(count(*) = cardinality($1::text[]), 'a credential changed')
FROM unnest($1::text[], $2::text[], $3::bigint[]) AS c(token_id, principal_id, version)
JOIN tokens t ON t.id = c.token_id AND t.principal_id = c.principal_id AND t.revoked_at IS NULL
  AND (t.expires_at IS NULL OR t.expires_at > $4::bigint)
JOIN principals p ON p.id = c.principal_id AND p.status = 'active' AND p.version = c.version`;

/**
 * Free requests taken per principal and day, each only while the day's limit allows: core's rule (a
 * free request while used < limit, so `count` more fit while used + count <= limit), re-stated here.
 */
export function takeFreeStatement(days: readonly { principalId: string; day: string; count: number; limit: number }[]): SqlStatement {
  return {
    text: TAKE_FREE,
    params: [days.map((f) => f.principalId), days.map((f) => f.day), days.map((f) => f.count), days.map((f) => f.limit)],
  };
}

const HOLD = `
WITH held AS (
  UPDATE accounts a SET reserved = a.reserved + d.amount
  FROM unnest($1::text[], $2::bigint[]) AS d(principal_id, amount)
  WHERE a.principal_id = d.principal_id AND a.scope = 'ai' AND a.granted - a.spent - a.reserved >= d.amount
    AND ($3::bigint IS NULL OR a.next_expiry_at IS NULL OR a.next_expiry_at > $3::bigint)
  RETURNING a.principal_id
)
SELECT secgate_assert(count(*) = cardinality($1::text[]), 'a balance moved') FROM held`;

// Existing days are bumped only while the limit allows; a day without a row is inserted only if
// no other transaction inserted it first. Either way, one row per day.
const TAKE_FREE = `
WITH d AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS d(principal_id, day, count, day_limit)),
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
SELECT secgate_assert((SELECT count(*) FROM bumped) + (SELECT count(*) FROM inserted) = cardinality($1::text[]), 'a day''s free usage moved')`;
