import { toInt, type DbInt } from '../db-values.js';
import type { SqlExecutor } from '../sql-executor.js';

/** A principal's metered day as the billing status shows it. */
export interface StorageDayRecord {
  day: string;
  storedBytes: number;
  includedBytes: number;
  egressBytes: number;
  pricedMicroUSD: number;
  chargedMicroUSD: number;
}

/** What a principal stores and how its storage was last metered (docs/billing.md#storage-and-egress). */
export interface StorageStatus {
  /** Bytes stored at the latest hourly sample, and that hour's start; null before the first sample. */
  sample: { hourStart: number; bytes: number } | null;
  /** The latest metered day; null before the first. */
  lastDay: StorageDayRecord | null;
  /** False while the storage balance could not pay the latest metered day: jobs are kept only for the re-attach window. */
  keepingHistory: boolean;
}

interface StatusRow {
  hour_start: DbInt | null;
  bytes: DbInt | null;
  short: boolean;
  day: string | null;
  stored_bytes: DbInt | null;
  included_bytes: DbInt | null;
  egress_bytes: DbInt | null;
  priced_micro_usd: DbInt | null;
  charged_micro_usd: DbInt | null;
}

/** One read: the latest sampled hour (a principal without a row in it stored nothing), the latest day, the short flag. */
export async function storageStatus(db: SqlExecutor, principalId: string): Promise<StorageStatus> {
  const { rows } = await db.query<StatusRow>(
    `SELECT h.hour_start, (SELECT bytes FROM storage_samples s WHERE s.principal_id = $1 AND s.hour_start = h.hour_start) AS bytes,
            EXISTS (SELECT 1 FROM storage_short WHERE principal_id = $1) AS short,
            d.day, d.stored_bytes, d.included_bytes, d.egress_bytes, d.priced_micro_usd, d.charged_micro_usd
     FROM (SELECT max(hour_start) AS hour_start FROM storage_sample_hours) AS h
     LEFT JOIN LATERAL (SELECT * FROM storage_days WHERE principal_id = $1 ORDER BY day DESC LIMIT 1) AS d ON TRUE`,
    [principalId],
  );
  const row = rows[0] as StatusRow;
  return {
    sample: row.hour_start === null ? null : { hourStart: toInt(row.hour_start), bytes: row.bytes === null ? 0 : toInt(row.bytes) },
    lastDay:
      row.day === null
        ? null
        : {
            day: row.day,
            storedBytes: toInt(row.stored_bytes),
            includedBytes: toInt(row.included_bytes),
            egressBytes: toInt(row.egress_bytes),
            pricedMicroUSD: toInt(row.priced_micro_usd),
            chargedMicroUSD: toInt(row.charged_micro_usd),
          },
    keepingHistory: !row.short,
  };
}
