import { utcDayOf, type RequestOutcome, type UsageRow } from '@secgate/core';
import { toInt, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

const DAY_MS = 86_400_000;

interface UsageDbRow {
  day_number: DbInt;
  model: string;
  outcome: RequestOutcome;
  requests: DbInt;
  input_tokens: DbInt;
  cached_input_tokens: DbInt;
  output_tokens: DbInt;
  spend_micro_usd: DbInt;
}

/*
 * Only the four kinds a request leaves are selected, by name: `storage` and `egress` receipts are
 * paid from the storage balance and are no request. Each kind maps to the outcome core names.
 *
 * The day is the whole number of UTC days since the epoch (created_at is epoch ms, never
 * negative), so midnight splits days the same way on every server whatever its TimeZone, and
 * core's utcDayOf names it. The usage is the JSON text the settlement wrote (core's
 * CompletionUsage, OpenAI's shape): cast to json and read with ->> and #>>, which PGlite and
 * PostgreSQL both have; a receipt without usage (a block, a failure) adds no tokens, and a
 * missing or null cached_tokens counts as none, as the upstream reader does.
 *
 * Served by receipts_by_principal (principal_id, created_at): the principal and the range are
 * the index's two columns, so PostgreSQL reads only this principal's receipts of the range, by an
 * index scan or a bitmap index scan, never every receipt. EXPLAIN on PostgreSQL over 240,000
 * receipts of 2,000 principals: Bitmap Index Scan on receipts_by_principal, Bitmap Heap Scan, Sort,
 * Aggregate (usage-query.postgres.test.ts asserts it: no Seq Scan).
 */
export const USAGE_BY_DAY = `
SELECT created_at / ${DAY_MS} AS day_number,
       model,
       CASE kind WHEN 'completion' THEN 'answered'
                 WHEN 'guardrail-block' THEN 'guardrail-blocked'
                 WHEN 'content-filter' THEN 'answer-withheld'
                 ELSE 'failed' END AS outcome,
       count(*) AS requests,
       COALESCE(sum((usage::json ->> 'prompt_tokens')::bigint), 0) AS input_tokens,
       COALESCE(sum((usage::json #>> '{prompt_tokens_details,cached_tokens}')::bigint), 0) AS cached_input_tokens,
       COALESCE(sum((usage::json ->> 'completion_tokens')::bigint), 0) AS output_tokens,
       sum(charged_micro_usd) AS spend_micro_usd
FROM receipts
WHERE principal_id = $1 AND created_at >= $2 AND created_at < $3
  AND kind IN ('completion', 'guardrail-block', 'content-filter', 'failed')
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3`;

/**
 * A principal's requests in `[fromMs, toMs)` per UTC day, model and outcome: how many, their
 * tokens and what they were charged (integer micro-USD), summed by the database.
 */
export async function usageByDay(db: SqlExecutor, principalId: string, fromMs: number, toMs: number): Promise<UsageRow[]> {
  const { rows } = await db.query<UsageDbRow>(USAGE_BY_DAY, [principalId, fromMs, toMs]);
  return rows.map((row) => ({
    day: utcDayOf(toInt(row.day_number, 'day_number') * DAY_MS),
    model: row.model,
    outcome: row.outcome,
    requests: toInt(row.requests, 'requests'),
    inputTokens: toInt(row.input_tokens, 'input_tokens'),
    cachedInputTokens: toInt(row.cached_input_tokens, 'cached_input_tokens'),
    outputTokens: toInt(row.output_tokens, 'output_tokens'),
    spendMicroUSD: toInt(row.spend_micro_usd, 'spend_micro_usd'),
  }));
}
