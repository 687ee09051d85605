import { toJsonOrNull } from './db-values.js';
import type { SqlStatement } from './sql-executor.js';
import type { NewJob, StoredJob } from './store.js';

/** A reserved job as it is inserted: running under its creator's lease from the start. */
export function createdJob(job: NewJob, billing: 'free' | 'paid', holdMicroUSD: number): StoredJob {
  const now = new Date(job.now).toISOString();
  const created: StoredJob = {
    jobId: job.jobId,
    object: 'research.job',
    status: 'running',
    model: job.request.model,
    task: job.request.task,
    scopeId: job.request.scopeId,
    createdAt: now,
    startedAt: now,
    finishedAt: null,
    billing,
    receiptId: null,
    content: null,
    toolCalls: [],
    principalId: job.principalId,
    kind: job.kind,
    runId: job.runId,
    request: job.request,
    bodyFingerprint: job.bodyFingerprint,
    holdMicroUSD: billing === 'paid' ? holdMicroUSD : 0,
    freeDay: billing === 'free' ? job.utcDay : null,
    leaseOwner: job.lease.owner,
    leaseUntil: job.lease.until,
    attempts: 1,
    answeredModel: null,
  };
  // As jobFromRow reads them back: present only when stored.
  if (job.redactions) created.redactions = job.redactions;
  if (job.guardrails) created.guardrails = job.guardrails;
  return created;
}

/** One INSERT for every job: each column travels as one array parameter. */
export function insertJobs(jobs: readonly StoredJob[]): SqlStatement {
  const column = <T>(pick: (job: StoredJob) => T) => jobs.map(pick);
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
      column((job) => job.jobId),
      column((job) => job.runId),
      column((job) => job.principalId),
      column((job) => job.kind),
      column((job) => job.model),
      column((job) => job.task),
      column((job) => job.scopeId),
      column((job) => JSON.stringify(job.request)),
      column((job) => job.bodyFingerprint),
      column((job) => job.billing),
      column((job) => job.holdMicroUSD),
      column((job) => job.freeDay),
      column((job) => Date.parse(job.createdAt)),
      column((job) => job.leaseOwner),
      column((job) => job.leaseUntil),
      column((job) => toJsonOrNull(job.redactions)),
      column((job) => toJsonOrNull(job.guardrails)),
    ],
  };
}
