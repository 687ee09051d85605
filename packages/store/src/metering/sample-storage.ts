import type { SqlExecutor } from '../sql-executor.js';

/**
 * What a principal stores, in bytes as PostgreSQL keeps the text (octet_length): its jobs (the
 * redacted request, the answer, tool calls, usage, error, redaction counts and guardrail record) and
 * its findings (each finding's document: sightings, evidence, history). Receipts, tokens, sessions
 * and balances are the service's books, not the principal's data, and are not counted.
 */
const STORED_BYTES = `
  SELECT principal_id, octet_length(request) + octet_length(tool_calls) + COALESCE(octet_length(content), 0)
         + COALESCE(octet_length(usage), 0) + COALESCE(octet_length(error), 0)
         + COALESCE(octet_length(redactions), 0) + COALESCE(octet_length(guardrails), 0) AS bytes
  FROM jobs
  UNION ALL
  SELECT principal_id, octet_length(finding::text) FROM findings`;

/** Any fixed number every secgate process agrees on: samples of one database are taken one at a time. */
const SAMPLE_LOCK_KEY = 0x5ec6a7f;

/**
 * Samples every principal's stored bytes for the hour starting at `hourStart`, in one
 * transaction. A later sample of the same hour replaces the earlier one (the hour's figure is
 * its latest sample), so an hour counts once however many processes sample it; they take turns
 * under an advisory lock. Answers how many principals store something.
 */
export async function sampleStorage(db: SqlExecutor, hourStart: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SAMPLE_LOCK_KEY]);
    await tx.query(
      `INSERT INTO storage_sample_hours (hour_start, taken_at) VALUES ($1, $2)
       ON CONFLICT (hour_start) DO UPDATE SET taken_at = EXCLUDED.taken_at`,
      [hourStart, now],
    );
    await tx.query('DELETE FROM storage_samples WHERE hour_start = $1', [hourStart]);
    const { rows } = await tx.query(
      `INSERT INTO storage_samples (principal_id, hour_start, bytes)
       SELECT principal_id, $1, sum(bytes) FROM (${STORED_BYTES}) AS kept GROUP BY principal_id
       RETURNING principal_id`,
      [hourStart],
    );
    return rows.length;
  });
}
