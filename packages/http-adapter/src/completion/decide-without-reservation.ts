import {
  admit,
  apiError,
  DEFAULT_GUARDRAILS,
  guardrailBlockRecord,
  hasOutlivedRetention,
  quotaStateOf,
  freeRequestsPerDayOf,
  reattachToJob,
  utcDayOf,
  type AdmissionInput,
  type ApiError,
  type CompletionRequest,
  type redactCompletionRequest,
  type Result,
  err,
  ok,
  type ClassifierInput,
  type GuardrailVerdict,
} from '@secgate/core';
import type { PrincipalRecord } from '@secgate/store';
import type { CompletionDeps } from './completion-deps.js';
import type { CompletionSubmission, SubmittedJob } from './submit-completion.js';

/** What submitCompletion computed once for a submission. */
export interface Prepared {
  submission: CompletionSubmission;
  redacted: ReturnType<typeof redactCompletionRequest>;
  bodyFingerprint: string;
  /** The rules' verdict on the redacted request, read once per submission (requestRuleVerdict). */
  ruleVerdict?: GuardrailVerdict;
  /** The guard model's answer on the redacted request, asked once per submission when the rules let it pass. */
  classifier?: ClassifierInput;
}

type Deps = Pick<CompletionDeps, 'store' | 'upstreams' | 'config' | 'ids' | 'metrics'>;

/**
 * The answer to a request that admission will not reserve for, on the principal as the store holds
 * it: the job this request already made if there is one (a re-attach skips admission: it reserves
 * nothing), else admission in full with a quota snapshot, since whether a prompt the guardrails
 * block is answered 403 or 429/402 depends on the quota. A guardrail block leaves its durable
 * receipt. Null when admission now admits after all (the catalog's state moved): reserve again.
 */
export async function decideWithoutReservation(
  deps: Deps,
  prepared: Prepared,
  principal: PrincipalRecord,
  now: number,
): Promise<Result<SubmittedJob, ApiError> | null> {
  const { store, config } = deps;
  const { submission } = prepared;
  const existing = await store.getJob({ principalId: principal.id, jobId: submission.jobId });
  if (existing && !hasOutlivedRetention(existing.status, existing.finishedAt === null ? null : Date.parse(existing.finishedAt), now, config.jobRetentionMs)) {
    const attached = reattachToJob(existing, { kind: submission.kind, bodyFingerprint: prepared.bodyFingerprint });
    return attached.ok ? ok({ job: attached.value, created: false }) : attached;
  }

  const snapshot = await store.quotaSnapshot(principal.id, utcDayOf(now), now);
  const freeRequestsPerDay = freeRequestsPerDayOf(principal, config.freeRequestsPerDay);
  const admission = admit({
    ...admissionBasis(deps, principal, prepared, now),
    quota: quotaStateOf({ freeRequestsPerDay, freeRequestsUsedToday: snapshot.freeRequestsUsedToday }, snapshot.ai),
  });
  if (admission.ok) return null;
  deps.metrics.admissionRefused(admission.error.body.error.code);
  if (admission.guardrails) deps.metrics.guardrailVerdict('request', admission.guardrails);
  if (admission.error.body.error.code === 'guardrail-blocked' && admission.guardrails) {
    return err(await recordBlock(deps, principal, submission, admission.error, admission.guardrails, now));
  }
  return err(admission.error);
}

/** Everything admission reads but the quota: the same for the staged check and the full one. */
export function admissionBasis(
  deps: Pick<CompletionDeps, 'config' | 'upstreams'>,
  principal: PrincipalRecord,
  prepared: Prepared,
  now: number,
): Omit<AdmissionInput, 'quota'> {
  const { request } = prepared.redacted;
  return {
    ...(prepared.classifier ? { classifier: prepared.classifier } : {}),
    ...(prepared.ruleVerdict ? { ruleVerdict: prepared.ruleVerdict } : {}),
    principal,
    modelId: request.model,
    request,
    models: deps.config.models,
    isServed: (id) => deps.upstreams.isServed(id),
    now,
    aupVersion: deps.config.aupVersion,
    guardrails: DEFAULT_GUARDRAILS,
  };
}

async function recordBlock(
  deps: Deps,
  principal: PrincipalRecord,
  submission: CompletionSubmission,
  error: ApiError,
  verdict: GuardrailVerdict,
  now: number,
): Promise<ApiError> {
  const receiptId = deps.ids.uuid();
  await deps.store.recordGuardrailBlock({ receiptId, principalId: principal.id, model: submission.request.model, ...guardrailBlockRecord(verdict), now });
  return { status: error.status, body: { error: { ...error.body.error, receiptId } } };
}
