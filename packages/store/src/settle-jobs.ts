import { answerBytes, jobKeyString, wholeCount } from '@secgate/core';
import { isoOrNull, toInt, toIntOrNull, toJsonOrNull, type DbInt } from './db-values.js';
import type { SqlStatement } from './sql-executor.js';
import type { FinishJob, StoredJob } from './store.js';

/**
 * Ends a batch of running jobs in one statement (docs/architecture.md#the-path-of-a-completion): each job moves to
 * its ended status only if it is still running under the finisher's lease (a runner whose lease
 * was taken over gets null and changes nothing); for those that moved, one receipt each (unique
 * per run: never charged twice), the spend (core's settled charge, its cap by the hold re-stated in
 * SQL as core states it: min(charge, hold)) and the release of the hold summed
 * into one update per account, and a failed free job's request given back. Every account change
 * is an increment, so concurrent settlements in other processes compose on PostgreSQL without
 * reading first. The spend is drawn from lots later (allocate-spend.ts).
 *
 * The statement is returned rather than run so that it can travel with other statements of the
 * same transaction (apply-batch.ts); `readSettlement` reads its rows.
 */
export function settleStatement(finishes: readonly FinishJob[]): SqlStatement {
  const column = <T>(pick: (finish: FinishJob) => T) => finishes.map(pick);
  const succeeded = (finish: FinishJob) => (finish.outcome.status === 'succeeded' ? finish.outcome : null);
  return {
    text: SETTLE,
    params: [
      column((f) => f.job.jobId),
      column((f) => f.owner),
      column((f) => f.receiptId),
      column((f) => f.outcome.status),
      column((f) => succeeded(f)?.content ?? null),
      column((f) => JSON.stringify(succeeded(f)?.toolCalls ?? [])),
      column((f) => succeeded(f)?.finishReason ?? null),
      column((f) => succeeded(f)?.answeredModel ?? null),
      column((f) => toJsonOrNull(succeeded(f)?.usage)),
      column((f) => wholeCount(succeeded(f)?.chargeMicroUSD ?? 0)),
      column((f) => (f.outcome.status === 'failed' ? JSON.stringify(f.outcome.error) : null)),
      column((f) => f.now),
      column((f) => (f.outcome.upstreamQueueMs === undefined ? null : Math.max(0, Math.round(f.outcome.upstreamQueueMs)))),
      // A withheld answer's guardrail record; kebab-case ids and categories, so a comma joins them.
      column((f) => succeeded(f)?.withheld?.guardrailVersion ?? null),
      column((f) => succeeded(f)?.withheld?.ruleIds.join(',') ?? null),
      column((f) => succeeded(f)?.withheld?.categories.join(',') ?? null),
      column((f) => succeeded(f)?.withheld?.stage ?? null),
      column((f) => f.job.principalId),
      // Egress is counted once, here, on the receipt: what the answer weighs (core's answerBytes).
      column((f) => {
        const answer = succeeded(f);
        return answer ? answerBytes(answer.content, answer.toolCalls) : null;
      }),
    ],
  };
}

export interface Settlement {
  /** Each finish's job as it ended, or null where the finisher no longer held the job. */
  ended: (StoredJob | null)[];
  /**
   * Accounts whose expiry pass is due now that holds were released: money an expired lot kept
   * only for a released hold is free again, and the expiry must take it before anyone holds it.
   */
  dueForExpiry: string[];
}

export function readSettlement(finishes: readonly FinishJob[], rows: readonly unknown[]): Settlement {
  const settled = rows as EndedRow[];
  const now = Math.max(...finishes.map((finish) => finish.now));
  const due = new Set(settled.filter((row) => row.billing === 'paid' && isDue(row.next_expiry_at, now)).map((row) => row.principal_id));
  const byKey = new Map(settled.map((row) => [jobKeyString({ principalId: row.principal_id, jobId: row.id }), row]));
  return {
    ended: finishes.map((finish) => {
      const row = byKey.get(jobKeyString(finish.job));
      return row ? endedJob(finish, row) : null;
    }),
    dueForExpiry: [...due],
  };
}

/**
 * What the settlement returns of each job it ended: only what the runner's copy may not know (a
 * lease renewed since, the attempts of a re-run). Everything else is what the runner finished it
 * with, and every column returned costs decoding.
 */
interface EndedRow {
  id: string;
  billing: 'free' | 'paid';
  principal_id: string;
  started_at: DbInt | null;
  lease_until: DbInt | null;
  attempts: DbInt;
  charged_micro_usd: DbInt | null;
  next_expiry_at: DbInt | null;
}

/** The runner's job as it ended: its own fields, the outcome it finished with, and what the row says. */
function endedJob(finish: FinishJob, row: EndedRow): StoredJob {
  const { usage: _usage, chargedMicroUSD: _charged, error: _error, finishReason: _reason, ...job } = finish.job;
  const { outcome } = finish;
  const ended: StoredJob = {
    ...job,
    status: outcome.status,
    startedAt: isoOrNull(row.started_at),
    finishedAt: new Date(finish.now).toISOString(),
    leaseOwner: finish.owner,
    leaseUntil: toIntOrNull(row.lease_until, 'jobs.lease_until'),
    attempts: toInt(row.attempts, 'jobs.attempts'),
    receiptId: finish.receiptId,
    content: outcome.status === 'succeeded' ? outcome.content : null,
    toolCalls: outcome.status === 'succeeded' ? outcome.toolCalls : [],
    answeredModel: outcome.status === 'succeeded' ? outcome.answeredModel : null,
  };
  if (outcome.upstreamQueueMs !== undefined) ended.upstreamQueueMs = Math.max(0, Math.round(outcome.upstreamQueueMs));
  if (outcome.status === 'succeeded') {
    ended.finishReason = outcome.finishReason;
    // Usage and charge are on the record of a paid success only (as the statement wrote them).
    if (row.billing === 'paid') {
      ended.usage = outcome.usage;
      ended.chargedMicroUSD = toInt(row.charged_micro_usd, 'jobs.charged_micro_usd');
    }
  } else {
    ended.error = outcome.error;
  }
  return ended;
}

function isDue(nextExpiry: DbInt | null, now: number): boolean {
  const at = toIntOrNull(nextExpiry, 'accounts.next_expiry_at');
  return at !== null && at <= now;
}

// The public record shows usage and a charge only on a paid success; the receipt keeps the usage
// of every success, free or paid.
const SETTLE = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                       $9::text[], $10::bigint[], $11::text[], $12::bigint[], $13::integer[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[],
                       $19::bigint[])
    AS i(job_id, owner, receipt_id, status, content, tool_calls, finish_reason, answered_model, usage, charge, error, now, queue_ms,
         guardrail_version, guardrail_rule_ids, guardrail_categories, guardrail_stage, principal_id, answer_bytes)
),
ended AS (
  UPDATE jobs j SET
    status = i.status, finished_at = i.now, receipt_id = i.receipt_id, content = i.content, tool_calls = i.tool_calls,
    finish_reason = i.finish_reason, answered_model = i.answered_model,
    usage = CASE WHEN i.status = 'succeeded' AND j.billing = 'paid' THEN i.usage END,
    charged_micro_usd = CASE WHEN i.status = 'succeeded' AND j.billing = 'paid' THEN LEAST(i.charge, j.hold_micro_usd) END,
    error = i.error, upstream_queue_ms = i.queue_ms
  FROM input i
  WHERE j.principal_id = i.principal_id AND j.id = i.job_id AND j.status = 'running' AND j.lease_owner = i.owner
  RETURNING j.id, j.status, j.billing, j.principal_id, j.model, j.run_id, j.hold_micro_usd, j.free_day, j.started_at,
            j.finished_at, j.lease_until, j.attempts, j.charged_micro_usd, i.receipt_id, i.usage AS receipt_usage,
            i.guardrail_version, i.guardrail_rule_ids, i.guardrail_categories, i.guardrail_stage, i.answer_bytes
),
spend AS (
  SELECT principal_id, sum(COALESCE(charged_micro_usd, 0)) AS spent, sum(hold_micro_usd) AS released
  FROM ended WHERE billing = 'paid' GROUP BY principal_id
),
settled AS (
  UPDATE accounts a SET spent = a.spent + s.spent, unallocated = a.unallocated + s.spent, reserved = a.reserved - s.released
  FROM spend s WHERE a.principal_id = s.principal_id AND a.scope = 'ai'
  RETURNING a.principal_id, a.next_expiry_at
),
given_back AS (
  UPDATE free_usage f SET used = GREATEST(f.used - g.n, 0)
  FROM (SELECT principal_id, free_day, count(*) AS n FROM ended WHERE billing = 'free' AND status = 'failed' GROUP BY principal_id, free_day) g
  WHERE f.principal_id = g.principal_id AND f.day = g.free_day
  RETURNING f.principal_id
),
receipted AS (
  INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd, usage, created_at,
                        guardrail_version, guardrail_rule_ids, guardrail_categories, guardrail_stage, answer_bytes)
  SELECT receipt_id,
         CASE WHEN status = 'failed' THEN 'failed' WHEN guardrail_version IS NOT NULL THEN 'content-filter' ELSE 'completion' END,
         principal_id, id, run_id, model, billing,
         COALESCE(charged_micro_usd, 0), CASE WHEN status = 'succeeded' THEN receipt_usage END, finished_at,
         guardrail_version, string_to_array(guardrail_rule_ids, ','), string_to_array(guardrail_categories, ','), guardrail_stage,
         answer_bytes
  FROM ended
  RETURNING job_id
)
SELECT e.id, e.billing, e.principal_id, e.started_at, e.lease_until, e.attempts, e.charged_micro_usd, s.next_expiry_at
FROM ended e LEFT JOIN settled s ON s.principal_id = e.principal_id`;
