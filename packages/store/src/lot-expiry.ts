import { availableOf, expireDueLots, type BalanceScope } from '@secgate/core';
import { allocateSpend } from './allocate-spend.js';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/*
 * Lot expiry (docs/architecture.md#money: an expired lot no longer counts). Core's expireDueLots
 * decides what each due lot gives up and which lots retire; this applies it under the account's
 * lock. The account row sums the lots not yet retired: granted = sum(granted - expired) and
 * spent = sum(spent), so a principal whose lots have all expired holds no paid credit at all (429,
 * not 402). The CHECK `granted - spent - reserved >= 0` holds because core never takes more than is
 * available. `accounts.next_expiry_at` (the earliest expiry of the account's unretired lots) tells
 * readers in one indexed look whether a pass is due.
 */

interface DueLotRow {
  id: string;
  granted: DbInt;
  spent: DbInt;
  expired: DbInt;
  granted_at: DbInt;
  expires_at: DbInt;
}

/**
 * Runs the expiry pass on one account. Must be called inside a transaction: it locks the account
 * row first (the same lock a hold, a settlement and a grant take), so it never interleaves with
 * them. Returns the number of lots it took money from or retired.
 */
export async function expireAccount(tx: SqlExecutor, principalId: string, scope: BalanceScope, now: number): Promise<number> {
  // The remainders below must include every settled charge (allocate-spend.ts).
  await allocateSpend(tx, principalId, scope);
  const { rows: accounts } = await tx.query<{ granted: DbInt; spent: DbInt; reserved: DbInt }>(
    'SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = $2 FOR UPDATE',
    [principalId, scope],
  );
  const account = accounts[0];
  if (!account) return 0;
  const available = availableOf({
    grantedMicroUSD: toInt(account.granted),
    spentMicroUSD: toInt(account.spent),
    reservedMicroUSD: toInt(account.reserved),
  });

  const { rows: due } = await tx.query<DueLotRow>(
    `SELECT id, granted, spent, expired, granted_at, expires_at FROM lots
     WHERE principal_id = $1 AND scope = $2 AND retired_at IS NULL AND expires_at <= $3
     ORDER BY id COLLATE "C"
     FOR UPDATE`,
    [principalId, scope, now],
  );
  const pass = expireDueLots(
    available,
    due.map((lot) => ({
      id: lot.id,
      grantedMicroUSD: toInt(lot.granted),
      spentMicroUSD: toInt(lot.spent),
      expiredMicroUSD: toInt(lot.expired),
      grantedAt: toInt(lot.granted_at),
      expiresAt: toInt(lot.expires_at),
    })),
  );
  if (pass.expiries.length > 0) {
    await tx.query(
      `UPDATE lots l SET expired = l.expired + e.take, retired_at = CASE WHEN e.retire THEN $4::bigint ELSE NULL END
       FROM unnest($1::text[], $2::bigint[], $3::boolean[]) AS e(id, take, retire) WHERE l.id = e.id`,
      [pass.expiries.map((e) => e.lotId), pass.expiries.map((e) => e.expireMicroUSD), pass.expiries.map((e) => e.retire), now],
    );
  }
  const { grantedDownMicroUSD: grantedDown, spentDownMicroUSD: spentDown } = pass;
  await tx.query(
    `UPDATE accounts SET granted = granted - $3, spent = spent - $4,
       next_expiry_at = (SELECT MIN(expires_at) FROM lots WHERE principal_id = $1 AND scope = $2 AND retired_at IS NULL)
     WHERE principal_id = $1 AND scope = $2`,
    [principalId, scope, grantedDown, spentDown],
  );
  return pass.expiries.length;
}

/** The expiry pass of one account, only when its next expiry has come (one indexed read otherwise). */
export async function expireAccountIfDue(tx: SqlExecutor, principalId: string, scope: BalanceScope, now: number): Promise<number> {
  const { rows } = await tx.query<{ next_expiry_at: DbInt | null }>('SELECT next_expiry_at FROM accounts WHERE principal_id = $1 AND scope = $2', [
    principalId,
    scope,
  ]);
  const next = toIntOrNull(rows[0]?.next_expiry_at, 'accounts.next_expiry_at');
  return next !== null && next <= now ? expireAccount(tx, principalId, scope, now) : 0;
}

/**
 * The sweeper's pass over every account with a due expiry, one short transaction per account so a
 * large sweep never holds many locks at once. Returns the number of lots touched.
 */
export async function expireLots(db: SqlExecutor, now: number, principalId?: string): Promise<number> {
  const { rows } = await db.query<{ principal_id: string; scope: BalanceScope }>(
    principalId === undefined
      ? 'SELECT principal_id, scope FROM accounts WHERE next_expiry_at <= $1'
      : 'SELECT principal_id, scope FROM accounts WHERE next_expiry_at <= $1 AND principal_id = $2',
    principalId === undefined ? [now] : [now, principalId],
  );
  let touched = 0;
  for (const row of rows) {
    touched += await db.transaction((tx) => expireAccount(tx, row.principal_id, row.scope, now));
  }
  return touched;
}
