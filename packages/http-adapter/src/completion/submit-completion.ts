import { hash } from 'node:crypto';
import {
  admitBeforeQuota,
  apiError,
  canonicalJson,
  checkGuardrails,
  DEFAULT_GUARDRAILS,
  requestRuleVerdict,
  holdUpperBound,
  reattachToJob,
  freeRequestsPerDayOf,
  originQueueRefusal,
  QUEUE_FULL_RETRY_AFTER_SECONDS,
  redactCompletionRequest,
  utcDayOf,
  type ApiError,
  type CompletionRequest,
  type Result,
  err,
  ok,
} from '@secgate/core';
import type { BearerResolution } from '../auth/resolve-bearer.js';
import type { PrincipalRecord, StoredJob } from '@secgate/store';
import type { CompletionDeps } from './completion-deps.js';
import { admissionBasis, decideWithoutReservation, type Prepared } from './decide-without-reservation.js';
import type { JobRunner } from './job-runner.js';

/** One completion to admit: a chat call (job id derived from the body) or a job API call (id given). */
export interface CompletionSubmission {
  principal: PrincipalRecord;
  kind: 'chat' | 'api';
  jobId: string;
  /** The parsed request, before redaction. */
  request: CompletionRequest;
  /** The body as received, for the job API's same-body comparison. */
  body: unknown;
  /**
   * Set when `principal` came from the principal cache: the token and version to check inside the
   * reservation. `refresh` then reads the principal from the store (after a `stale` reservation,
   * or before any answer that no reservation checked).
   */
  credential?: {
    tokenId: string;
    refresh(): Promise<BearerResolution>;
    /** Called once the store has checked the credential (a reservation or a fresh read): the answer no longer rests on the cache. */
    checked(): void;
  };
}

export interface SubmittedJob {
  job: StoredJob;
  /** True when this call created the job (and so reserved its quota): the caller runs it. */
  created: boolean;
}

/** An error to answer with, and the headers it needs (a Bearer challenge after a refresh). */
export type SubmitError = ApiError & { headers?: Record<string, string> };

type SubmitDeps = Pick<CompletionDeps, 'store' | 'upstreams' | 'config' | 'clock' | 'ids' | 'metrics' | 'guardModel'> & {
  runner: Pick<JobRunner, 'leaseFrom'>;
};

/** Reservations refused as stale in a row before giving up: the principal keeps changing. */
const MAX_STALE = 3;

/**
 * Admission to a running job (docs/architecture.md#the-path-of-a-completion) in one write: the
 * first and last stages of admission run here (admitBeforeQuota, checkGuardrails), then the store
 * reserves a free request or the paid hold (core's quota stage, on the quota inside its
 * transaction) and creates the job, or re-attaches to the job this request already made, in one
 * transaction committed with the other requests of the moment. A re-attach reserves nothing, so a
 * request resent any number of times is charged at most once. Anything the fast path cannot
 * decide goes to decideWithoutReservation, on the principal as the store holds it.
 */
export async function submitCompletion(deps: SubmitDeps, submission: CompletionSubmission): Promise<Result<SubmittedJob, SubmitError>> {
  const { config, clock, store } = deps;
  const redacted = redactCompletionRequest(submission.request);
  const prepared: Prepared = { submission, redacted, bodyFingerprint: fingerprint(submission.body) };
  // What the quota stage holds if the request is paid.
  const paidHoldMicroUSD = holdUpperBound(redacted.request);
  let principal = submission.principal;
  let credential = submission.credential;

  for (let stale = 0; ;) {
    const now = clock.now();
    const before = admitBeforeQuota(admissionBasis(deps, principal, prepared, now));
    // The rules read the request once per submission, however often admission runs on it.
    if (before.ok) prepared.ruleVerdict ??= requestRuleVerdict(redacted.request, DEFAULT_GUARDRAILS);
    let guardrails = before.ok ? checkGuardrails(admissionBasis(deps, principal, prepared, now)) : null;
    // The guard model is asked only about what the rules let through, once per submission.
    if (guardrails?.ok && deps.guardModel && !prepared.classifier) {
      prepared.classifier = await deps.guardModel.classifyRequest(redacted.request);
      guardrails = checkGuardrails(admissionBasis(deps, principal, prepared, now));
    }
    // A refusal, or a block that the quota may still turn into 429/402: decided on the store's word.
    if (!guardrails?.ok) {
      // Never refuse on a cached principal's word: read it from the store and decide again.
      if (credential) {
        const fresh = await credential.refresh();
        credential.checked();
        if (!fresh.ok) return err({ ...fresh.error, headers: fresh.headers });
        principal = fresh.principal;
        credential = undefined;
        continue;
      }
      const decided = await decideWithoutReservation(deps, prepared, principal, now);
      if (decided) return decided;
      continue; // Admitted after all (the catalog moved between the two checks): reserve.
    }
    // A full line in front of the origin: refused before the hold, so nothing is spent or held.
    const queueFull = originQueueRefusal(redacted.request.model, deps.upstreams.isSaturated?.(redacted.request.model) ?? false);
    if (queueFull) {
      deps.metrics.admissionRefused('upstream-queue-full');
      return err({ ...queueFull, headers: { 'retry-after': String(QUEUE_FULL_RETRY_AFTER_SECONDS) } });
    }

    deps.metrics.guardrailVerdict('request', guardrails.verdict);
    const outcome = await store.createJob({
      jobId: submission.jobId,
      runId: deps.ids.uuid(),
      principalId: principal.id,
      kind: submission.kind,
      request: redacted.request,
      bodyFingerprint: prepared.bodyFingerprint,
      paidHoldMicroUSD,
      utcDay: utcDayOf(now),
      freeRequestsPerDay: freeRequestsPerDayOf(principal, config.freeRequestsPerDay),
      redactions: redacted.counts,
      guardrails: { version: guardrails.verdict.version, matches: guardrails.verdict.matches },
      retentionMs: config.jobRetentionMs,
      now,
      lease: deps.runner.leaseFrom(now),
      ...(credential ? { credential: { tokenId: credential.tokenId, principalVersion: principal.version } } : {}),
    });
    if (outcome.kind !== 'stale') credential?.checked();
    switch (outcome.kind) {
      case 'created':
        return ok({ job: outcome.job, created: true });
      case 'exists': {
        const attached = reattachToJob(outcome.job, { kind: submission.kind, bodyFingerprint: prepared.bodyFingerprint });
        return attached.ok ? ok({ job: attached.value, created: false }) : attached;
      }
      case 'refused':
        // Core's quota stage refused inside the reservation: its 429 or 402 is the answer.
        deps.metrics.admissionRefused(outcome.error.body.error.code);
        return err(outcome.error);
      case 'stale': {
        // The token was revoked or the principal changed since it was cached: read it again.
        if (!credential || ++stale >= MAX_STALE) throw new Error('the principal kept changing while its request was admitted');
        const fresh = await credential.refresh();
        credential.checked();
        if (!fresh.ok) return err({ ...fresh.error, headers: fresh.headers });
        principal = fresh.principal;
      }
    }
  }
}

/** SHA-256 of the canonical JSON of the body: key order and white space do not matter. */
function fingerprint(body: unknown): string {
  return hash('sha256', canonicalJson(body));
}
