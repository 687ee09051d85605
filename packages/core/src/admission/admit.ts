import type { ModelDefinition } from '../catalog/model-definition.js';
import { TEAM_REQUIREMENTS, type RequirementStatus } from '../catalog/team-requirements.js';
import type { ApiError } from '../errors/api-error.js';
import type { GuardrailVerdict } from '../guardrails/evaluate-guardrails.js';
import { admitBeforeQuota, type BeforeQuotaInput, type RequirementsMet } from './admit-before-quota.js';
import { checkGuardrails, type GuardrailInput } from './check-guardrails.js';
import { decideHold, type Hold } from './decide-hold.js';
import type { QuotaState } from './quota-state.js';

/** What admission in full reads: the first stage's input, the quota and the guardrail rule set. */
export interface AdmissionInput extends BeforeQuotaInput, Omit<GuardrailInput, 'request'> {
  quota: QuotaState;
}

/** Admission's answer: the hold to place, or the first refusal; with every requirement of the team either way. */
export type Admission =
  | { ok: true; hold: Hold; guardrails: GuardrailVerdict; requirements: RequirementStatus[] }
  | { ok: false; error: ApiError; requirements: RequirementStatus[]; guardrails?: GuardrailVerdict };

/**
 * Admission (docs/api.md#admission) as its three stages in order: the checks before the quota
 * (admitBeforeQuota), the quota and hold (decideHold: 429/402), then the guardrails
 * (checkGuardrails: 403). The first refusal is the answer, so a prompt the guardrails block answers
 * 429/402 when the quota also fails.
 *
 * `requirements` lists every token of the model's team with whether it holds, evaluated in full
 * even when an earlier stage already refused, so a caller sees everything left to fix; it is
 * empty for an unknown model, which has no team. Guardrails are evaluated whenever the model is
 * known, and their verdict is returned with the refusal so the caller can record it.
 */
export function admit(input: AdmissionInput): Admission {
  const before = admitBeforeQuota(input);
  if (!before.ok && before.model === null) return { ok: false, error: before.error, requirements: [] };

  const guardrails = checkGuardrails(input);
  // Total and pure, so decided even for a refused principal: its requirement is reported too.
  const hold = decideHold(input.quota, input.request, input.now);
  const requirements = teamRequirements(before.model, {
    ...before.met,
    'available-free-quota': input.principal !== null && hold.ok,
    guardrails: guardrails.ok,
  });
  const refuse = (error: ApiError): Admission => ({ ok: false, error, requirements, guardrails: guardrails.verdict });

  if (!before.ok) return refuse(before.error);
  if (!hold.ok) return refuse(hold.error);
  if (!guardrails.ok) return refuse(guardrails.error);
  return { ok: true, hold: hold.hold, guardrails: guardrails.verdict, requirements };
}

/** Every requirement token of the model's team, in order, met only where a stage said so; none without a model. */
function teamRequirements(model: ModelDefinition | null, met: RequirementsMet): RequirementStatus[] {
  return model ? TEAM_REQUIREMENTS[model.team].map((token) => ({ token, met: met[token] ?? false })) : [];
}
