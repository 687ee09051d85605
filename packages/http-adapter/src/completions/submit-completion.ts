import { createHash } from 'node:crypto';
import {
  admit,
  apiError,
  canonicalJson,
  DEFAULT_GUARDRAILS,
  isFinishedJobStatus,
  nextUtcMidnight,
  redactCompletionRequest,
  type ApiError,
  type CompletionRequest,
  type Result,
  err,
  ok,
} from '@secgate/core';
import type { AppDeps } from '../app/app-deps.js';
import type { PrincipalRecord, StoredJob } from '../store/store.js';
import { utcDay } from './utc-day.js';

/** One completion to admit: a chat call (job id derived from the body) or a job API call (id given). */
export interface CompletionSubmission {
  principal: PrincipalRecord;
  kind: 'chat' | 'api';
  jobId: string;
  /** The parsed request, before redaction. */
  request: CompletionRequest;
  /** The body as received, for the job API's same-body comparison. */
  body: unknown;
}

export interface SubmittedJob {
  job: StoredJob;
  /** True when this call created the job (and so reserved its quota). */
  created: boolean;
}

type SubmitDeps = Pick<AppDeps, 'store' | 'upstreams' | 'config' | 'clock' | 'ids' | 'metrics'>;

/**
 * Admission to a running job (DESIGN.md sections 3 to 5): re-attach to the job this request
 * already made, or redact, admit, reserve and create it. A re-attach reserves nothing, so a
 * request resent any number of times is charged at most once.
 */
export async function submitCompletion(deps: SubmitDeps, submission: CompletionSubmission): Promise<Result<SubmittedJob, ApiError>> {
  const { store, config, clock } = deps;
  const { principal, request } = submission;
  const bodyFingerprint = fingerprint(submission.body);

  const existing = await store.getJob(submission.jobId);
  if (existing && !hasOutlivedRetention(existing, clock.now(), config.jobRetentionMs)) {
    const attached = reattach(existing, submission, bodyFingerprint);
    return attached.ok ? ok({ job: attached.value, created: false }) : attached;
  }

  const now = clock.now();
  const redacted = redactCompletionRequest(request);
  const redactedRequest = redacted.request;
  const day = utcDay(now);
  const quota = await store.quotaSnapshot(principal.id, day, now);
  const freeRequestsPerDay = principal.freeRequestsPerDay ?? config.freeRequestsPerDay;
  const { grantedMicroUSD, spentMicroUSD, reservedMicroUSD } = quota.ai;
  const admission = admit({
    principal,
    modelId: request.model,
    request: redactedRequest,
    models: config.models,
    isServed: (id) => deps.upstreams.isServed(id),
    quota: {
      freeRequestsPerDay,
      freeRequestsUsedToday: quota.freeRequestsUsedToday,
      paidAvailableMicroUSD: Math.max(0, grantedMicroUSD - spentMicroUSD - reservedMicroUSD),
      holdsPaidCredit: grantedMicroUSD > 0,
    },
    now,
    aupVersion: config.aupVersion,
    guardrails: DEFAULT_GUARDRAILS,
  });
  if (!admission.ok) {
    deps.metrics.admissionRefused(admission.error.body.error.code);
    if (admission.error.body.error.code === 'guardrail-blocked') return err(await recordBlock(deps, submission, admission.error, now));
    return err(admission.error);
  }

  const outcome = await store.createJob({
    jobId: submission.jobId,
    runId: deps.ids.uuid(),
    principalId: principal.id,
    kind: submission.kind,
    request: redactedRequest,
    bodyFingerprint,
    billing: admission.hold.billing,
    holdMicroUSD: admission.hold.amountMicroUSD,
    utcDay: day,
    freeRequestsPerDay,
    redactions: redacted.counts,
    guardrails: { version: admission.guardrails.version, matches: admission.guardrails.matches },
    retentionMs: config.jobRetentionMs,
    now,
  });
  switch (outcome.kind) {
    case 'created':
      return ok({ job: outcome.job, created: true });
    case 'exists': {
      const attached = reattach(outcome.job, submission, bodyFingerprint);
      return attached.ok ? ok({ job: attached.value, created: false }) : attached;
    }
    case 'refused':
      deps.metrics.admissionRefused(outcome.reason);
      return err(raceRefusal(outcome.reason, admission.hold.amountMicroUSD, outcome.availableMicroUSD, now));
  }
}

/** A job of another principal does not exist for this one; a job key reused with another body is a conflict. */
function reattach(job: StoredJob, submission: CompletionSubmission, bodyFingerprint: string): Result<StoredJob, ApiError> {
  if (job.principalId !== submission.principal.id) {
    return err(apiError('job-not-found', `No job '${submission.jobId}' exists for this principal.`));
  }
  if (submission.kind === 'api' && job.bodyFingerprint !== bodyFingerprint) {
    return err(
      apiError('idempotency-conflict', 'This idempotency-key was already used with a different body.', { jobId: job.jobId }),
    );
  }
  return ok(job);
}

function hasOutlivedRetention(job: StoredJob, now: number, retentionMs: number): boolean {
  if (!isFinishedJobStatus(job.status) || job.finishedAt === null) return false;
  return Date.parse(job.finishedAt) + retentionMs < now;
}

async function recordBlock(deps: SubmitDeps, submission: CompletionSubmission, error: ApiError, now: number): Promise<ApiError> {
  const receiptId = deps.ids.uuid();
  const details = error.body.error;
  const matches = Array.isArray(details.matches) ? (details.matches as { ruleId: string }[]) : [];
  await deps.store.recordGuardrailBlock({
    receiptId,
    principalId: submission.principal.id,
    model: submission.request.model,
    guardrailVersion: String(details.guardrailVersion ?? DEFAULT_GUARDRAILS.version),
    ruleIds: matches.map((match) => match.ruleId),
    now,
  });
  return { status: error.status, body: { error: { ...details, receiptId } } };
}

function raceRefusal(reason: 'free-quota-exhausted' | 'insufficient-balance', required: number, available: number, now: number): ApiError {
  if (reason === 'insufficient-balance') {
    return apiError('insufficient-balance', 'The paid balance cannot cover the hold for this request.', {
      requiredMicroUSD: required,
      availableMicroUSD: available,
    });
  }
  const resetsAt = new Date(nextUtcMidnight(now)).toISOString();
  return apiError('free-quota-exhausted', `Today's free requests are used up; they reset at ${resetsAt}.`, { resetsAt });
}

/** SHA-256 of the canonical JSON of the body: key order and white space do not matter. */
function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
