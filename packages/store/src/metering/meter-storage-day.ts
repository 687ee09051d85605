import { chargeStorageDay, dailyStoredBytes, includedStorageBytes, type MeteredCharge, type StorageDayCharge } from '@secgate/core';
import { toInt, type DbInt } from '../db-values.js';
import { expireAccountIfDue } from '../lot-expiry.js';
import type { SqlExecutor } from '../sql-executor.js';
import type { StorageDayRun } from './meter-all-principals.js';

const DAY_MS = 86_400_000;

/** One principal's metered day, as the daily job left it. */
export type StorageDayOutcome =
  | { kind: 'charged'; principalId: string; charge: StorageDayCharge; storedBytes: number; includedBytes: number }
  /** Another run (in this process or another) metered this principal's day first: nothing changed. */
  | { kind: 'already-metered'; principalId: string }
  /** Nothing stored and nothing sent that day: no row, no receipt. */
  | { kind: 'idle'; principalId: string };

interface DayReads {
  samples: DbInt[] | null;
  sampled_hours: DbInt;
  egress_bytes: DbInt | null;
  plan_gib: DbInt[] | null;
}

/**
 * Meters one principal's UTC day (starting at `dayStart`) in one transaction: the day's stored
 * bytes (the average of its hourly samples), its egress (the answers settled that day), the
 * allowance of the plans current that day and the storage balance, charged by core's
 * chargeStorageDay. The storage_days row is the once-only check: a second run, in any process,
 * finds it and changes nothing. Receipts are written for the lines that cost something.
 */
export async function meterStorageDay(db: SqlExecutor, principalId: string, run: StorageDayRun & { dayStart: number }): Promise<StorageDayOutcome> {
  const { day, dayStart, now, newId } = run;
  return db.transaction(async (tx) => {
    // Expired lots must leave the balance before it pays anything. The account is locked first, so
    // two runs metering two days of one principal pay one after the other from what is left.
    await expireAccountIfDue(tx, principalId, 'storage', now);
    const account = await tx.query<{ available: DbInt }>(
      `SELECT granted - spent - reserved AS available FROM accounts WHERE principal_id = $1 AND scope = 'storage' FOR UPDATE`,
      [principalId],
    );
    const { rows } = await tx.query<DayReads>(
      `SELECT (SELECT array_agg(bytes) FROM storage_samples WHERE principal_id = $1 AND hour_start >= $2 AND hour_start < $3) AS samples,
              (SELECT count(*) FROM storage_sample_hours WHERE hour_start >= $2 AND hour_start < $3) AS sampled_hours,
              (SELECT sum(answer_bytes) FROM receipts WHERE principal_id = $1 AND created_at >= $2 AND created_at < $3) AS egress_bytes,
              (SELECT array_agg(storage_gib) FROM plans WHERE principal_id = $1 AND granted_at < $3 AND expires_at > $2) AS plan_gib`,
      [principalId, dayStart, dayStart + DAY_MS],
    );
    const read = rows[0] as DayReads;
    const storedBytes = dailyStoredBytes(
      (read.samples ?? []).map((bytes) => toInt(bytes, 'storage_samples.bytes')),
      toInt(read.sampled_hours, 'count'),
    );
    const egressBytes = read.egress_bytes === null ? 0 : toInt(read.egress_bytes, 'receipts.answer_bytes');
    const includedBytes = includedStorageBytes(
      (read.plan_gib ?? []).map((gib) => toInt(gib, 'plans.storage_gib')),
      run.freeStorageGiB,
    );
    if (storedBytes === 0 && egressBytes === 0) {
      await tx.query('DELETE FROM storage_short WHERE principal_id = $1', [principalId]);
      return { kind: 'idle', principalId };
    }
    const charge = chargeStorageDay({
      storedBytes,
      includedBytes,
      egressBytes,
      availableMicroUSD: account.rows[0] ? toInt(account.rows[0].available, 'accounts.available') : 0,
    });
    const charged = charge.storage.chargedMicroUSD + charge.egress.chargedMicroUSD;
    const claimed = await tx.query(
      `INSERT INTO storage_days (principal_id, day, stored_bytes, included_bytes, egress_bytes, priced_micro_usd, charged_micro_usd, metered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING day`,
      [principalId, day, storedBytes, includedBytes, egressBytes, charge.storage.pricedMicroUSD + charge.egress.pricedMicroUSD, charged, now],
    );
    if (claimed.rows.length === 0) return { kind: 'already-metered', principalId };
    if (charged > 0) {
      // Drawn from the lots later, like a settlement's spend (allocate-spend.ts).
      await tx.query(`UPDATE accounts SET spent = spent + $2, unallocated = unallocated + $2 WHERE principal_id = $1 AND scope = 'storage'`, [
        principalId,
        charged,
      ]);
    }
    for (const [kind, line] of [
      ['storage', charge.storage],
      ['egress', charge.egress],
    ] as const) {
      if (line.pricedMicroUSD > 0) await insertMeteredReceipt(tx, { id: newId(), kind, principalId, day, line, now });
    }
    await tx.query(
      charge.covered
        ? 'DELETE FROM storage_short WHERE principal_id = $1'
        : 'INSERT INTO storage_short (principal_id, since_day) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      charge.covered ? [principalId] : [principalId, day],
    );
    return { kind: 'charged', principalId, charge, storedBytes, includedBytes };
  });
}

async function insertMeteredReceipt(
  tx: SqlExecutor,
  receipt: { id: string; kind: 'storage' | 'egress'; principalId: string; day: string; line: MeteredCharge; now: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd, created_at,
                           scope, metered_day, metered_bytes, priced_micro_usd)
     VALUES ($1, $2, $3, NULL, NULL, NULL, 'paid', $4, $5, 'storage', $6, $7, $8)`,
    [receipt.id, receipt.kind, receipt.principalId, receipt.line.chargedMicroUSD, receipt.now, receipt.day, receipt.line.bytes, receipt.line.pricedMicroUSD],
  );
}

/**
 * The principals a day may charge, a page at a time in id order: those sampled storing something
 * that day, those with a job that ended that day (egress; a day's jobs are all still kept when it is
 * metered, since none goes before the re-attach window), and those whose storage is short (so a
 * day with nothing to pay clears it). Each read is on an index; a principal idle that day is not visited.
 */
export async function principalsToMeter(db: SqlExecutor, dayStart: number, after: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ principal_id: string }>(
    `SELECT principal_id FROM (
       SELECT principal_id FROM storage_samples WHERE hour_start >= $1 AND hour_start < $2
       UNION
       SELECT principal_id FROM jobs WHERE status IN ('succeeded', 'failed') AND finished_at >= $1 AND finished_at < $2
       UNION
       SELECT principal_id FROM storage_short
     ) AS candidates
     WHERE principal_id COLLATE "C" > $3 ORDER BY principal_id COLLATE "C" LIMIT $4`,
    [dayStart, dayStart + DAY_MS, after, limit],
  );
  return rows.map((row) => row.principal_id);
}
