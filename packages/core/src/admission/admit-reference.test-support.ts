// The pre-refactor reference: `admit` exactly as it was before admission became three stages
// (commit a733fb8), kept only so admit.stages.prop.test.ts can check that the stages compose to the
// same answers. Not for use outside tests; only its imports follow the files that moved since.
import { checkLimits } from '../catalog/check-limits.js';
import type { ModelDefinition } from '../catalog/model-definition.js';
import { isOffensiveTask, isStandardTask } from '../catalog/tasks.js';
import { TEAM_REQUIREMENTS, type RequirementStatus } from '../catalog/team-requirements.js';
import { apiError, type ApiError } from '../errors/api-error.js';
import { evaluateGuardrails, type GuardrailVerdict } from '../guardrails/evaluate-guardrails.js';
import type { GuardrailRuleSet } from '../guardrails/guardrail-rule.js';
import { modelVisibleText } from '../guardrails/model-visible-text.js';
import { widenForTask } from '../guardrails/widen-for-task.js';
import type { CompletionRequest } from '../requests/parse-request.js';
import { rungAtLeast, type Principal } from './principal.js';
import { decideHold, type Hold } from './decide-hold.js';
import type { QuotaState } from './quota-state.js';
import { redRequirementChecks, type RedCheck } from './red-requirements.js';

interface ReferenceInput {
  /** Null when no credential resolved to a principal. */
  principal: Principal | null;
  modelId: string;
  /** The parsed request, already redacted by the caller (guardrails read what the model would). */
  request: CompletionRequest;
  models: readonly ModelDefinition[];
  isServed(modelId: string): boolean;
  quota: QuotaState;
  now: number;
  aupVersion: string;
  /** The rule set in force; the default set when absent. */
  guardrails?: GuardrailRuleSet;
}

type ReferenceAdmission =
  | { ok: true; hold: Hold; guardrails: GuardrailVerdict; requirements: RequirementStatus[] }
  | { ok: false; error: ApiError; requirements: RequirementStatus[]; guardrails?: GuardrailVerdict };

/**
 * Admission (docs/api.md#admission): either the hold to place or the first failing check, in
 * this order: principal (401 missing; 403 `forbidden` when suspended, since the credential is
 * valid but its holder is barred), model (404), route (503, nothing held), limits (400),
 * offensive band (403), Blue standard tasks (403), Red requirements (403), quota (429/402),
 * guardrails (403).
 *
 * `requirements` lists every token of the model's team with whether it holds, evaluated in full
 * even when an earlier check already refused, so a caller sees everything left to fix; it is
 * empty for an unknown model, which has no team. Guardrails are evaluated whenever the model is
 * known, and their verdict is returned with the refusal so the caller can record it.
 */
export function admitReference(input: ReferenceInput): ReferenceAdmission {
  const { principal, request, now } = input;
  const model = input.models.find((candidate) => candidate.id === input.modelId);
  if (!model) {
    const error = principalError(principal) ?? apiError('model-not-found', `The model '${input.modelId}' is not in the catalog.`);
    return { ok: false, error, requirements: [] };
  }

  // Since issue 24: every text the model reads, widened by the task (checkGuardrails' rules stage).
  const verdict = widenForTask(evaluateGuardrails(modelVisibleText(request), input.guardrails), request.task);
  const redChecks = principal && model.team === 'red' ? redRequirementChecks(principal, now, input.aupVersion, request) : [];
  const quota = principal ? decideHold(input.quota, request, now) : undefined;
  const requirements = requirementStatuses(model, principal, redChecks, quota?.ok ?? false, !verdict.blocked);
  const refuse = (error: ApiError): ReferenceAdmission => ({ ok: false, error, requirements, guardrails: verdict });

  const notAuthenticated = principalError(principal);
  if (notAuthenticated || !principal || !quota) return refuse(notAuthenticated ?? unauthorized());
  if (!input.isServed(model.id)) {
    return refuse(
      apiError('route-not-configured', `The route of the model '${model.id}' is not configured; nothing was charged.`, {
        model: model.id,
      }),
    );
  }
  const exceeded = checkLimits(request);
  if (exceeded) {
    return refuse(
      apiError('limit-exceeded', `The request exceeds the ${exceeded.limit} limit of ${exceeded.max} (it has ${exceeded.actual}).`, {
        ...exceeded,
      }),
    );
  }
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
  if (!quota.ok) return refuse(quota.error);
  if (verdict.blocked) {
    const matches = verdict.matches
      .filter((match) => match.action === 'block')
      .map((match) => (match.category ? { ruleId: match.ruleId, category: match.category } : { ruleId: match.ruleId }));
    return refuse(apiError('guardrail-blocked', 'The request was blocked by the guardrails.', { guardrailVersion: verdict.version, stage: 'rules', matches }));
  }
  return { ok: true, hold: quota.hold, guardrails: verdict, requirements };
}

function unauthorized(): ApiError {
  return apiError('unauthorized', 'A valid credential is required.');
}

function principalError(principal: Principal | null): ApiError | null {
  if (!principal) return unauthorized();
  if (principal.status === 'suspended') return apiError('forbidden', 'This principal is suspended.');
  return null;
}

function taskNotPermitted(task: string, reason: 'contracted-rung-required' | 'blue-standard-tasks-only', why: string): ApiError {
  return apiError('task-not-permitted', `The task '${task}' ${why}.`, { task, reason });
}

function requirementStatuses(
  model: ModelDefinition,
  principal: Principal | null,
  redChecks: readonly RedCheck[],
  quotaMet: boolean,
  guardrailsMet: boolean,
): RequirementStatus[] {
  const met: Record<string, boolean> = {
    'authenticated-principal': principal?.status === 'active',
    'available-free-quota': quotaMet,
    guardrails: guardrailsMet,
  };
  for (const check of redChecks) met[check.token] = check.met;
  return TEAM_REQUIREMENTS[model.team].map((token) => ({ token, met: met[token] ?? false }));
}
