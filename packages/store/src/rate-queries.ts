import { toInt, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';
import type { RequestCount } from './store.js';

/**
 * Adds a batch of per-principal counts to their fixed windows in one upsert and answers the
 * totals; the same transaction deletes those principals' older windows, so the table keeps about
 * one row per active principal without a cleanup job of its own.
 */
export async function addRequestCounts(db: SqlExecutor, batch: readonly RequestCount[]): Promise<RequestCount[]> {
  // One row per window: an upsert may not touch the same row twice.
  const summed = new Map<string, RequestCount>();
  for (const c of batch) {
    const key = `${c.principalId}\u0000${c.windowStart}`;
    const seen = summed.get(key);
    summed.set(key, seen ? { ...seen, count: seen.count + c.count } : { ...c });
  }
  const counts = [...summed.values()];
  if (counts.length === 0) return [];
  const [added] = await db.pipeline([
    {
      text: `INSERT INTO rate_counters (principal_id, window_start, count)
             SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[])
             ON CONFLICT (principal_id, window_start) DO UPDATE SET count = rate_counters.count + EXCLUDED.count
             RETURNING principal_id, window_start, count`,
      params: [counts.map((c) => c.principalId), counts.map((c) => c.windowStart), counts.map((c) => c.count)],
    },
    {
      text: `DELETE FROM rate_counters r USING unnest($1::text[], $2::bigint[]) AS c(principal_id, window_start)
             WHERE r.principal_id = c.principal_id AND r.window_start < c.window_start`,
      params: [counts.map((c) => c.principalId), counts.map((c) => c.windowStart)],
    },
  ]);
  return (added?.rows as { principal_id: string; window_start: DbInt; count: DbInt }[]).map((row) => ({
    principalId: row.principal_id,
    windowStart: toInt(row.window_start, 'rate_counters.window_start'),
    count: toInt(row.count, 'rate_counters.count'),
  }));
}
