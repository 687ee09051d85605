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
  return apiError('guardrail-blocked', 'The request was blocked by the guardrails.', { guardrailVersion: verdict.version, stage: verdict.stage ?? 'rules', matches });
}

/**
 * The last stage of admission: the guardrails on everything the model will read of the redacted
 * request (every turn, earlier tool calls, tool results and tool descriptions), under `ruleSet`
 * or the default set. Admission has already checked the request's task against the principal's
 * scopes, so a category that the task widens (an approved Red-team scope for `payload-crafting`,
 * say) flags instead of blocking. A block answers 403 `guardrail-blocked` naming the blocking
 * rules; flags pass and are recorded with the job. With the operator's guard model's answer
 * (`classifier`), what the rules let through is decided again on it (withClassifier).
 */
export function checkGuardrails(
  request: Pick<CompletionRequest, 'messages' | 'tools' | 'task'>,
  ruleSet?: GuardrailRuleSet,
  classifier?: ClassifierInput,
): GuardrailCheck {
  const rules = widenForTask(evaluateGuardrails(modelVisibleText(request), ruleSet), request.task);
  const verdict = withClassifier(rules, classifier, request.task);
  return verdict.blocked ? { ok: false, verdict, error: guardrailBlockedError(verdict) } : { ok: true, verdict };
}
