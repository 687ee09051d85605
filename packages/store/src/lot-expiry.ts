import type { BalanceScope } from '@secgate/core';
import { allocateSpend } from './allocate-spend.js';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/*
 * Lot expiry (docs/architecture.md#money: an expired lot no longer counts).
 *
 * The account row sums the lots not yet retired: granted = sum(granted - expired) and
 * spent = sum(spent). When a lot reaches its expiry, its remainder (granted - spent - expired) is
 * taken out of the account, but never more than the account has available: money an outstanding
 * hold reserves may still be spent by the call that was admitted while the lot was live, so that
 * part stays until the hold settles and a later pass takes what is left. A lot whose remainder is
 * then zero is retired: its spent leaves both granted and spent (available does not move), so the
 * account shows granted and spent over unexpired lots only, and a principal whose lots have all
 * expired holds no paid credit at all (429, not 402).
 *
 * Each step only lowers available by at most what is available, so the CHECK
 * `granted - spent - reserved >= 0` cannot break. `accounts.next_expiry_at` (the earliest expiry
 * of the account's unretired lots) tells readers in one indexed look whether a pass is due.
 */

interface DueLotRow {
  id: string;
  granted: DbInt;
  spent: DbInt;
  expired: DbInt;
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
  let available = toInt(account.granted) - toInt(account.spent) - toInt(account.reserved);

  const { rows: due } = await tx.query<DueLotRow>(
    `SELECT id, granted, spent, expired FROM lots
     WHERE principal_id = $1 AND scope = $2 AND retired_at IS NULL AND expires_at <= $3
     ORDER BY expires_at, granted_at, id COLLATE "C"
     FOR UPDATE`,
    [principalId, scope, now],
  );
  let grantedDown = 0;
  let spentDown = 0;
  let touched = 0;
  for (const lot of due) {
    const spent = toInt(lot.spent);
    const remainder = toInt(lot.granted) - spent - toInt(lot.expired);
    const take = Math.min(remainder, Math.max(0, available));
    const retire = remainder - take === 0;
    if (take === 0 && !retire) continue;
    available -= take;
    await tx.query(
      `UPDATE lots SET expired = expired + $2, retired_at = CASE WHEN $3::boolean THEN $4::bigint ELSE NULL END WHERE id = $1`,
      [lot.id, take, retire, now],
    );
    // Retiring removes what the lot still contributes: granted - expired, which is now its spent.
    grantedDown += take + (retire ? spent : 0);
    spentDown += retire ? spent : 0;
    touched += 1;
  }
  await tx.query(
    `UPDATE accounts SET granted = granted - $3, spent = spent - $4,
       next_expiry_at = (SELECT MIN(expires_at) FROM lots WHERE principal_id = $1 AND scope = $2 AND retired_at IS NULL)
     WHERE principal_id = $1 AND scope = $2`,
    [principalId, scope, grantedDown, spentDown],
  );
  return touched;
}

/** The expiry pass of one account, only when its next expiry has come (one indexed read otherwise). */
export async function expireAccountIfDue(tx: SqlExecutor, principalId: string, scope: BalanceScope, now: number): Promise<number> {
  const { rows } = await tx.query<{ next_expiry_at: DbInt | null }>(
    'SELECT next_expiry_at FROM accounts WHERE principal_id = $1 AND scope = $2',
    [principalId, scope],
  );
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
