import { drawInOrder, type BalanceScope } from '@secgate/core';
import { toInt, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Draws an account's unallocated spend from its lots in core's draw order (drawInOrder: the one
 * that expires first first), lots already past their expiry with a remainder included: the calls they paid for were admitted while they were live, and the expiry
 * left exactly that remainder for them (lot-expiry.ts).
 *
 * Settlements only add their charge to the account's spent and unallocated (one update per batch
 * instead of a read and a write per lot per call). The set of lots and their order change only
 * when a lot is granted or retired, so every grant and expiry pass calls this first, and balance
 * reads call it too: drawing the sum then gives each lot exactly what drawing every charge at
 * its settlement would have.
 *
 * Must run inside a transaction: it locks the account row first, the lock every money change of a
 * principal takes first. The lots' remainders always cover unallocated (holds were placed on
 * them); running short means the invariant broke, and the transaction is aborted rather than the
 * money lost. Returns the amount drawn.
 */
export async function allocateSpend(tx: SqlExecutor, principalId: string, scope: BalanceScope): Promise<number> {
  const { rows: accounts } = await tx.query<{ unallocated: DbInt }>('SELECT unallocated FROM accounts WHERE principal_id = $1 AND scope = $2 FOR UPDATE', [
    principalId,
    scope,
  ]);
  const amount = accounts[0] ? toInt(accounts[0].unallocated, 'accounts.unallocated') : 0;
  if (amount === 0) return 0;
  // Locked in id order, so two passes over one account's lots never wait on each other crosswise.
  const { rows } = await tx.query<LotRow>(
    `SELECT id, granted - expired AS granted, spent, granted_at, expires_at FROM lots
     WHERE principal_id = $1 AND scope = $2 AND retired_at IS NULL AND granted - spent - expired > 0
     ORDER BY id COLLATE "C"
     FOR UPDATE`,
    [principalId, scope],
  );
  // An expired lot's granted counts what it still contributes (granted - expired).
  const lots = rows.map((row) => ({
    id: row.id,
    grantedMicroUSD: toInt(row.granted, 'lots.granted'),
    spentMicroUSD: toInt(row.spent, 'lots.spent'),
    grantedAt: toInt(row.granted_at, 'lots.granted_at'),
    expiresAt: toInt(row.expires_at, 'lots.expires_at'),
  }));
  const drawn = drawInOrder(lots, amount);
  if (!drawn.ok) throw new Error(`lots of ${principalId} cannot cover a spend of ${amount} micro-USD: the balance invariant is broken`);
  const ids = drawn.value.map((draw) => draw.lotId);
  const takes = drawn.value.map((draw) => draw.amountMicroUSD);
  await tx.pipeline([
    {
      text: `UPDATE lots l SET spent = l.spent + d.take FROM unnest($1::text[], $2::bigint[]) AS d(id, take) WHERE l.id = d.id`,
      params: [ids, takes],
    },
    { text: 'UPDATE accounts SET unallocated = 0 WHERE principal_id = $1 AND scope = $2', params: [principalId, scope] },
  ]);
  return amount;
}

interface LotRow {
  id: string;
  granted: DbInt;
  spent: DbInt;
  granted_at: DbInt;
  expires_at: DbInt;
}
