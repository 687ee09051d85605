import { apiError, type ApiError } from '../errors/api-error.js';
import { evaluateGuardrails, type GuardrailVerdict } from '../guardrails/evaluate-guardrails.js';
import type { GuardrailRuleSet } from '../guardrails/guardrail-rule.js';
import { modelVisibleText } from '../guardrails/model-visible-text.js';
import { withClassifier, type ClassifierInput } from '../guardrails/classifier/with-classifier.js';
import { widenForTask } from '../guardrails/widen-for-task.js';
import type { CompletionRequest } from '../requests/parse-request.js';

/** The guardrail stage's answer: the verdict to record, and when it blocks, the 403 to answer. */
export type GuardrailCheck = { ok: true; verdict: GuardrailVerdict } | { ok: false; verdict: GuardrailVerdict; error: ApiError };

/** The 403 for a blocking verdict, naming the blocking rules and their categories. */
export function guardrailBlockedError(verdict: GuardrailVerdict): ApiError {
  const matches = verdict.matches
    .filter((match) => match.action === 'block')
    .map((match) => (match.category ? { ruleId: match.ruleId, category: match.category } : { ruleId: match.ruleId }));
  return apiError('guardrail-blocked', 'The request was blocked by the guardrails.', {
    guardrailVersion: verdict.version,
    stage: verdict.stage ?? 'rules',
    matches,
  });
}

/** What the guardrail stage reads: the request, the rule set, and what is already known about them. */
export interface GuardrailInput {
  request: Pick<CompletionRequest, 'messages' | 'tools' | 'task'>;
  /** The rule set in force; the default set when absent. */
  guardrails?: GuardrailRuleSet;
  /** The operator's guard model's answer on this request, when one is configured (docs/guardrails.md#guard-models). */
  classifier?: ClassifierInput;
  /**
   * The rules' verdict on this request under `guardrails` (requestRuleVerdict), when the caller
   * already has it: a submission reads a large request once, however often admission runs on it.
   */
  ruleVerdict?: GuardrailVerdict;
}

/**
 * The rules on everything the model will read of the redacted request (every turn, earlier tool
 * calls, tool results and tool descriptions), under `ruleSet` or the default set. Admission has
 * already checked the request's task against the principal's scopes, so a category that the task
 * widens (an approved Red-team scope for `payload-crafting`, say) flags instead of blocking.
 */
export function requestRuleVerdict(request: GuardrailInput['request'], ruleSet?: GuardrailRuleSet): GuardrailVerdict {
  return widenForTask(evaluateGuardrails(modelVisibleText(request), ruleSet), request.task);
}

/**
 * The last stage of admission: the rules' verdict (requestRuleVerdict), decided again on the
 * operator's guard model's answer when there is one (withClassifier). A block answers 403
 * `guardrail-blocked` naming the blocking rules; flags pass and are recorded with the job.
 */
export function checkGuardrails(input: GuardrailInput): GuardrailCheck {
  const rules = input.ruleVerdict ?? requestRuleVerdict(input.request, input.guardrails);
  const verdict = withClassifier(rules, input.classifier, input.request.task);
  return verdict.blocked ? { ok: false, verdict, error: guardrailBlockedError(verdict) } : { ok: true, verdict };
}
