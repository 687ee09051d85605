import { checkLimits, limitExceededError } from '../catalog/check-limits.js';
import type { ModelDefinition } from '../catalog/model-definition.js';
import { isOffensiveTask, isStandardTask } from '../catalog/tasks.js';
import type { RequirementToken } from '../catalog/team-requirements.js';
import { apiError, type ApiError } from '../errors/api-error.js';
import type { CompletionRequest } from '../requests/parse-request.js';
import { principalRefusal } from './principal-access.js';
import { rungAtLeast, type Principal } from './principal.js';
import { redRequirementChecks } from './red-requirements.js';

/** What the first stage of admission reads: everything but the quota and the guardrails. */
export interface BeforeQuotaInput {
  /** Null when no credential resolved to a principal. */
  principal: Principal | null;
  modelId: string;
  /** The parsed request, already redacted by the caller. */
  request: CompletionRequest;
  models: readonly ModelDefinition[];
  isServed(modelId: string): boolean;
  now: number;
  aupVersion: string;
}

/** The requirement tokens a stage decided, each with whether it holds. */
export type RequirementsMet = Partial<Record<RequirementToken, boolean>>;

/**
 * The first stage's answer. `model` is the catalog entry asked for (null when there is none, and
 * then no requirement applies); `met` holds `authenticated-principal` and, on a Red model, the
 * five Red requirements, evaluated in full even when an earlier check refused.
 */
export type BeforeQuota =
  { ok: true; model: ModelDefinition; met: RequirementsMet } | { ok: false; error: ApiError; model: ModelDefinition | null; met: RequirementsMet };

/**
 * The first stage of admission (docs/api.md#admission): every check before the quota, in this
 * order: principal (401 missing; 403 `forbidden` when suspended, since the credential is valid but
 * its holder is barred), model (404), route (503, nothing held), limits (400), offensive band
 * (403), Blue standard tasks (403), Red requirements (403). The route runs it before reserving;
 * the quota stage (decideHold) and the guardrails (checkGuardrails) follow.
 */
export function admitBeforeQuota(input: BeforeQuotaInput): BeforeQuota {
  const { principal, request, now } = input;
  const model = input.models.find((candidate) => candidate.id === input.modelId) ?? null;
  const met: RequirementsMet = { 'authenticated-principal': principal?.status === 'active' };
  const redChecks = principal && model?.team === 'red' ? redRequirementChecks(principal, now, input.aupVersion, request) : [];
  for (const check of redChecks) met[check.token] = check.met;
  const refuse = (error: ApiError): BeforeQuota => ({ ok: false, error, model, met });

  const notAuthenticated = principalError(principal);
  if (!model) return refuse(notAuthenticated ?? apiError('model-not-found', `The model '${input.modelId}' is not in the catalog.`));
  if (notAuthenticated || !principal) return refuse(notAuthenticated ?? unauthorized());
  if (!input.isServed(model.id)) {
    return refuse(
      apiError('route-not-configured', `The route of the model '${model.id}' is not configured; nothing was charged.`, {
        model: model.id,
      }),
    );
  }
  const exceeded = checkLimits(request);
  if (exceeded) return refuse(limitExceededError(exceeded));
  if (isOffensiveTask(request.task) && !rungAtLeast(principal.rung, 'contracted')) {
    return refuse(taskNotPermitted(request.task, 'contracted-rung-required', 'needs the contracted assurance rung'));
  }
  if (model.team === 'blue' && !isStandardTask(request.task)) {
    return refuse(taskNotPermitted(request.task, 'blue-standard-tasks-only', 'is not one of the standard tasks Blue team models accept'));
  }
  const unmet = redChecks.find((check) => !check.met);
  if (unmet) {
    return refuse(
      apiError('requirement-unmet', `The Red team requirement '${unmet.token}' is not met (${unmet.reason}).`, {
        requirement: unmet.token,
        reason: unmet.reason,
      }),
    );
  }
  return { ok: true, model, met };
}

function unauthorized(): ApiError {
  return apiError('unauthorized', 'A valid credential is required.');
}

function principalError(principal: Principal | null): ApiError | null {
  return principal ? principalRefusal(principal) : unauthorized();
}

function taskNotPermitted(task: string, reason: 'contracted-rung-required' | 'blue-standard-tasks-only', why: string): ApiError {
  return apiError('task-not-permitted', `The task '${task}' ${why}.`, { task, reason });
}
