import { BALANCE_SCOPES, byDrawOrder, type BalanceHold, type BalanceScope, type Lot } from '@secgate/core';
import { allocateSpend } from './allocate-spend.js';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import { expireAccount, expireLots } from './lot-expiry.js';
import { lotFromRow, type LotRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { BillingSnapshot, PaidInvoice, QuotaSnapshot } from './store.js';

interface QuotaRow {
  free_used: DbInt | null;
  granted: DbInt | null;
  spent: DbInt | null;
  reserved: DbInt | null;
  next_expiry_at: DbInt | null;
}

/**
 * The day's free usage and the `ai` account in one read. When a lot of the account has reached its
 * expiry (next_expiry_at <= now) the expiry pass runs first, so admission never counts expired
 * money; otherwise this is a single indexed read. `guardExpiry` runs the pass (the owner's guard,
 * memory/), so that a read which writes nothing leaves the owner's view as it is.
 */
export async function quotaSnapshot(
  db: SqlExecutor,
  principalId: string,
  utcDay: string,
  now: number,
  guardExpiry: <T>(write: () => Promise<T>) => Promise<T> = (write) => write(),
): Promise<QuotaSnapshot> {
  const read = async () => {
    const { rows } = await db.query<QuotaRow>(
      `SELECT (SELECT used FROM free_usage WHERE principal_id = $1 AND day = $2) AS free_used,
              a.granted, a.spent, a.reserved, a.next_expiry_at
       FROM (SELECT 1) AS one LEFT JOIN accounts a ON a.principal_id = $1 AND a.scope = 'ai'`,
      [principalId, utcDay],
    );
    return rows[0] as QuotaRow;
  };
  let row = await read();
  const nextExpiry = toIntOrNull(row.next_expiry_at);
  if (nextExpiry !== null && nextExpiry <= now) {
    await guardExpiry(() => db.transaction((tx) => expireAccount(tx, principalId, 'ai', now)));
    row = await read();
  }
  return {
    freeRequestsUsedToday: toIntOrNull(row.free_used) ?? 0,
    ai: {
      grantedMicroUSD: toIntOrNull(row.granted) ?? 0,
      spentMicroUSD: toIntOrNull(row.spent) ?? 0,
      reservedMicroUSD: toIntOrNull(row.reserved) ?? 0,
    },
  };
}

/**
 * Lots (live and expired) with every settled charge drawn from them, the paid holds outstanding
 * (the open paid jobs) and the latest unexpired plan, after any due expiry.
 */
export async function billingSnapshot(db: SqlExecutor, principalId: string, now: number): Promise<BillingSnapshot> {
  await expireLots(db, now, principalId);
  await db.transaction(async (tx) => {
    for (const scope of BALANCE_SCOPES) await allocateSpend(tx, principalId, scope);
  });
  const lots = await db.query<LotRow>(
    `SELECT id, scope, granted, spent, expired, granted_at, expires_at, source FROM lots
     WHERE principal_id = $1`,
    [principalId],
  );
  // Each branch reads one of the partial indexes on open jobs, which stay small.
  const holds = await db.query<{ id: string; scope: BalanceScope; amount: DbInt }>(
    `SELECT id, scope, amount FROM (
       SELECT run_id AS id, 'ai' AS scope, hold_micro_usd AS amount, created_at FROM jobs
         WHERE status = 'running' AND principal_id = $1 AND billing = 'paid'
       UNION ALL
       SELECT run_id, 'ai', hold_micro_usd, created_at FROM jobs
         WHERE status = 'queued' AND principal_id = $1 AND billing = 'paid'
     ) AS open_holds
     ORDER BY created_at, id COLLATE "C"`,
    [principalId],
  );
  const plans = await db.query<{ plan_id: string; storage_gib: DbInt; expires_at: DbInt }>(
    `SELECT plan_id, storage_gib, expires_at FROM plans WHERE principal_id = $1 AND expires_at > $2
     ORDER BY granted_at DESC, expires_at DESC LIMIT 1`,
    [principalId, now],
  );
  const plan = plans.rows[0];
  return {
    // Listed in core's draw order: the order they are spent in.
    lots: lots.rows.map(lotFromRow).sort(byDrawOrder),
    holds: holds.rows.map((row): BalanceHold => ({ id: row.id, scope: row.scope, amountMicroUSD: toInt(row.amount, 'holds.amount') })),
    plan: plan
      ? { id: planId(plan.plan_id), storageGiB: toInt(plan.storage_gib, 'plans.storage_gib'), expiresAt: toInt(plan.expires_at, 'plans.expires_at') }
      : null,
  };
}

/**
 * One paid invoice, once per event id, in one transaction: the event row (its primary key is the
 * once-only check), the lots (ON CONFLICT on the lot id too, so a replay can never mint a second
 * lot), the accounts credited with exactly the lots inserted, and the plan.
 */
export async function applyInvoice(db: SqlExecutor, invoice: PaidInvoice): Promise<'applied' | 'duplicate'> {
  for (const lot of invoice.lots) {
    // A grant starts unspent; anything else would be a caller's bug, not something to store.
    if (lot.spentMicroUSD !== 0) throw new Error(`lot ${lot.id} of event ${invoice.eventId} is not a fresh grant`);
  }
  return db.transaction(async (tx) => {
    const event = await tx.query(
      `INSERT INTO webhook_events (id, principal_id, source, payload, received_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [invoice.eventId, invoice.principalId, invoice.source, invoice.payload, invoice.receivedAt],
    );
    if (event.rows.length === 0) return 'duplicate';
    // Settled charges belong to the lots that were there before this grant.
    for (const scope of new Set(invoice.lots.map((lot) => lot.scope))) await allocateSpend(tx, invoice.principalId, scope);
    const inserted = await insertLots(tx, invoice.eventId, invoice.principalId, invoice.lots);
    for (const [scope, credit] of creditByScope(inserted)) {
      await tx.query(
        `INSERT INTO accounts (principal_id, scope, granted, next_expiry_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (principal_id, scope) DO UPDATE SET
           granted = accounts.granted + EXCLUDED.granted,
           next_expiry_at = LEAST(accounts.next_expiry_at, EXCLUDED.next_expiry_at)`,
        [invoice.principalId, scope, credit.granted, credit.nextExpiry],
      );
    }
    if (invoice.plan) {
      await tx.query(`INSERT INTO plans (event_id, principal_id, plan_id, storage_gib, granted_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        invoice.eventId,
        invoice.principalId,
        planId(invoice.plan.id),
        invoice.plan.storageGiB,
        invoice.receivedAt,
        invoice.plan.expiresAt,
      ]);
    }
    return 'applied';
  });
}

interface InsertedLot {
  scope: BalanceScope;
  granted: number;
  expiresAt: number;
}

async function insertLots(tx: SqlExecutor, eventId: string, principalId: string, lots: readonly Lot[]): Promise<InsertedLot[]> {
  if (lots.length === 0) return [];
  // One statement for the whole invoice (a line can be 100 units): parallel arrays, unnested.
  const { rows } = await tx.query<{ scope: BalanceScope; granted: DbInt; expires_at: DbInt }>(
    `INSERT INTO lots (id, event_id, principal_id, scope, granted, granted_at, expires_at, source)
     SELECT u.id, $1, $2, u.scope, u.granted, u.granted_at, u.expires_at, u.source
     FROM unnest($3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::text[])
       AS u(id, scope, granted, granted_at, expires_at, source)
     ON CONFLICT (id) DO NOTHING
     RETURNING scope, granted, expires_at`,
    [
      eventId,
      principalId,
      lots.map((lot) => lot.id),
      lots.map((lot) => lot.scope),
      lots.map((lot) => lot.grantedMicroUSD),
      lots.map((lot) => lot.grantedAt),
      lots.map((lot) => lot.expiresAt),
      lots.map((lot) => lot.source),
    ],
  );
  return rows.map((row) => ({ scope: row.scope, granted: toInt(row.granted), expiresAt: toInt(row.expires_at) }));
}

function creditByScope(lots: readonly InsertedLot[]): Map<BalanceScope, { granted: number; nextExpiry: number }> {
  const credit = new Map<BalanceScope, { granted: number; nextExpiry: number }>();
  for (const lot of lots) {
    const sum = credit.get(lot.scope) ?? { granted: 0, nextExpiry: lot.expiresAt };
    credit.set(lot.scope, { granted: sum.granted + lot.granted, nextExpiry: Math.min(sum.nextExpiry, lot.expiresAt) });
  }
  return credit;
}

/** Plans are stored and answered by their id without the SKU prefix: `plan-pro` and `pro` are `pro`. */
function planId(id: string): string {
  return id.startsWith('plan-') ? id.slice('plan-'.length) : id;
}
