import { toIntOrNull, toJsonOrNull } from './db-values.js';
import type { JobRow } from './row-mapping.js';
import type { SqlStatement } from './sql-executor.js';
import type { NewJob } from './store.js';

/** The row a reserved job is inserted as: running under its creator's lease from the start. */
export function newJobRow(job: NewJob, billing: 'free' | 'paid', holdMicroUSD: number): JobRow {
  return {
    id: job.jobId,
    run_id: job.runId,
    principal_id: job.principalId,
    kind: job.kind,
    status: 'running',
    model: job.request.model,
    task: job.request.task,
    scope_id: job.request.scopeId,
    request: JSON.stringify(job.request),
    body_fingerprint: job.bodyFingerprint,
    billing,
    hold_micro_usd: billing === 'paid' ? holdMicroUSD : 0,
    free_day: billing === 'free' ? job.utcDay : null,
    created_at: job.now,
    started_at: job.now,
    finished_at: null,
    lease_owner: job.lease.owner,
    lease_until: job.lease.until,
    attempts: 1,
    receipt_id: null,
    content: null,
    tool_calls: '[]',
    finish_reason: null,
    answered_model: null,
    usage: null,
    charged_micro_usd: null,
    error: null,
    redactions: toJsonOrNull(job.redactions),
    guardrails: toJsonOrNull(job.guardrails),
  };
}

/** One INSERT for every row: each column travels as one array parameter. */
export function insertJobs(rows: readonly JobRow[]): SqlStatement {
  const column = <K extends keyof JobRow>(key: K) => rows.map((row) => row[key]);
  return {
    text: `INSERT INTO jobs (id, run_id, principal_id, kind, status, model, task, scope_id, request, body_fingerprint, billing,
                             hold_micro_usd, free_day, created_at, started_at, lease_owner, lease_until, attempts, redactions, guardrails)
           SELECT j.id, j.run_id, j.principal_id, j.kind, 'running', j.model, j.task, j.scope_id, j.request, j.body_fingerprint, j.billing,
                  j.hold_micro_usd, j.free_day, j.created_at, j.created_at, j.lease_owner, j.lease_until, 1, j.redactions, j.guardrails
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                       $11::bigint[], $12::text[], $13::bigint[], $14::text[], $15::bigint[], $16::text[], $17::text[])
             AS j(id, run_id, principal_id, kind, model, task, scope_id, request, body_fingerprint, billing,
                  hold_micro_usd, free_day, created_at, lease_owner, lease_until, redactions, guardrails)`,
    params: [
      column('id'),
      column('run_id'),
      column('principal_id'),
      column('kind'),
      column('model'),
      column('task'),
      column('scope_id'),
      column('request'),
      column('body_fingerprint'),
      column('billing'),
      column('hold_micro_usd'),
      column('free_day'),
      column('created_at'),
      column('lease_owner'),
      column('lease_until'),
      column('redactions'),
      column('guardrails'),
    ],
  };
}

/** Ended, and more than `retentionMs` ago: a request with this job id starts a new run. */
export function hasOutlivedRetention(row: JobRow, now: number, retentionMs: number): boolean {
  const finishedAt = toIntOrNull(row.finished_at, 'jobs.finished_at');
  return (row.status === 'succeeded' || row.status === 'failed') && finishedAt !== null && finishedAt + retentionMs < now;
}
