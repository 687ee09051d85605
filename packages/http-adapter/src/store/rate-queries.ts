import { toInt, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Counts one request in a fixed window by one upsert (concurrent requests each get their own
 * count). The first request of a new window deletes the principal's older windows, so the table
 * keeps about one row per active principal without a separate cleanup job.
 */
export async function countRequest(
  db: SqlExecutor,
  principalId: string,
  windowStart: number,
  limit: number,
): Promise<{ allowed: boolean; count: number }> {
  const { rows } = await db.query<{ count: DbInt }>(
    `INSERT INTO rate_counters (principal_id, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (principal_id, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count`,
    [principalId, windowStart],
  );
  const count = toInt(rows[0]?.count, 'rate_counters.count');
  if (count === 1) {
    await db.query('DELETE FROM rate_counters WHERE principal_id = $1 AND window_start < $2', [principalId, windowStart]);
  }
  return { allowed: count <= limit, count };
}
