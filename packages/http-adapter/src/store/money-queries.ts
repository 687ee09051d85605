import { toInt, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/*
 * Reserving and settling (DESIGN.md section 4). Every check-and-write here is one statement whose
 * WHERE clause is the check, so two concurrent requests can never both pass on the same free
 * request or the same money: PostgreSQL re-evaluates the WHERE on the row after the other writer
 * commits. Callers run these inside their transaction.
 */

/**
 * Takes one of the day's free requests; false when `limit` are used. The first request of a day
 * inserts the row (when the limit allows one at all), later ones increment it only below the limit.
 */
export async function reserveFreeRequest(tx: SqlExecutor, principalId: string, day: string, limit: number): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO free_usage (principal_id, day, used)
     SELECT $1, $2, 1 WHERE $3::integer > 0
     ON CONFLICT (principal_id, day) DO UPDATE SET used = free_usage.used + 1 WHERE free_usage.used < $3::integer
     RETURNING used`,
    [principalId, day, limit],
  );
  return rows.length > 0;
}

/** Gives back a free request (a failed job charges nothing, not even the free tier). */
export async function giveBackFreeRequest(tx: SqlExecutor, principalId: string, day: string): Promise<void> {
  await tx.query('UPDATE free_usage SET used = used - 1 WHERE principal_id = $1 AND day = $2 AND used > 0', [principalId, day]);
}

/** Places a paid hold on the `ai` account by one conditional UPDATE; false when it cannot cover it. */
export async function reservePaidHold(tx: SqlExecutor, principalId: string, amount: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE accounts SET reserved = reserved + $2
     WHERE principal_id = $1 AND scope = 'ai' AND granted - spent - reserved >= $2
     RETURNING reserved`,
    [principalId, amount],
  );
  return rows.length > 0;
}

/** What the `ai` account has available now (0 without an account). */
export async function availableAi(db: SqlExecutor, principalId: string): Promise<number> {
  const { rows } = await db.query<{ available: DbInt }>(
    `SELECT granted - spent - reserved AS available FROM accounts WHERE principal_id = $1 AND scope = 'ai'`,
    [principalId],
  );
  return rows[0] ? Math.max(0, toInt(rows[0].available, 'available')) : 0;
}

export interface HoldRecord {
  runId: string;
  principalId: string;
  billing: 'free' | 'paid';
  amount: number;
  freeDay: string | null;
  now: number;
}

/** Records the reservation a job run made, so it can be released exactly once. */
export async function insertHold(tx: SqlExecutor, hold: HoldRecord): Promise<void> {
  await tx.query(
    `INSERT INTO holds (id, principal_id, scope, amount, billing, free_day, created_at) VALUES ($1, $2, 'ai', $3, $4, $5, $6)`,
    [hold.runId, hold.principalId, hold.amount, hold.billing, hold.freeDay, hold.now],
  );
}

/** A released reservation: what it held and what was spent from it. */
export interface Settlement {
  billing: 'free' | 'paid';
  holdMicroUSD: number;
  spentMicroUSD: number;
}

/**
 * Ends a job run's reservation. Deleting the holds row is what makes this happen once: a run whose
 * row is gone (already settled) gets null and nothing moves. A paid hold spends min(charge, hold),
 * drawn from lots, and releases the whole hold in one account update; a free request is given
 * back when `giveBackFree` (the job failed).
 */
export async function settleHold(
  tx: SqlExecutor,
  runId: string,
  chargeMicroUSD: number,
  giveBackFree: boolean,
): Promise<Settlement | null> {
  const { rows } = await tx.query<{ principal_id: string; amount: DbInt; billing: 'free' | 'paid'; free_day: string | null }>(
    'DELETE FROM holds WHERE id = $1 RETURNING principal_id, amount, billing, free_day',
    [runId],
  );
  const hold = rows[0];
  if (!hold) return null;
  const holdMicroUSD = toInt(hold.amount, 'holds.amount');
  if (hold.billing === 'free') {
    if (giveBackFree && hold.free_day !== null) await giveBackFreeRequest(tx, hold.principal_id, hold.free_day);
    return { billing: 'free', holdMicroUSD: 0, spentMicroUSD: 0 };
  }
  const spend = Math.min(wholeMicroUSD(chargeMicroUSD), holdMicroUSD);
  // The account row first: it is the lock every money change of this principal takes first.
  await tx.query(
    `UPDATE accounts SET spent = spent + $2, reserved = reserved - $3 WHERE principal_id = $1 AND scope = 'ai'`,
    [hold.principal_id, spend, holdMicroUSD],
  );
  await spendFromLots(tx, hold.principal_id, spend);
  return { billing: 'paid', holdMicroUSD, spentMicroUSD: spend };
}

/**
 * Spreads a spend over the principal's `ai` lots, the one that expires first first (then oldest
 * grant, then id in byte order: core's byDrawOrder), including lots already past their expiry that
 * still have a remainder: the call was admitted while they were live, and the expiry left exactly
 * that remainder for the holds. The lots' remainders always sum to at least what is reserved, so
 * running short means the invariant broke: the transaction is aborted rather than the money lost.
 */
async function spendFromLots(tx: SqlExecutor, principalId: string, amount: number): Promise<void> {
  if (amount === 0) return;
  const { rows } = await tx.query<{ id: string; remainder: DbInt }>(
    `SELECT id, granted - spent - expired AS remainder FROM lots
     WHERE principal_id = $1 AND scope = 'ai' AND retired_at IS NULL AND granted - spent - expired > 0
     ORDER BY expires_at, granted_at, id COLLATE "C"
     FOR UPDATE`,
    [principalId],
  );
  let left = amount;
  for (const lot of rows) {
    if (left === 0) break;
    const take = Math.min(left, toInt(lot.remainder, 'lots.remainder'));
    await tx.query('UPDATE lots SET spent = spent + $2 WHERE id = $1', [lot.id, take]);
    left -= take;
  }
  if (left > 0) throw new Error(`lots of ${principalId} cannot cover a spend of ${amount} micro-USD: the balance invariant is broken`);
}

/** A charge read like a token count: a negative, fractional or non-finite charge never over-spends. */
function wholeMicroUSD(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
