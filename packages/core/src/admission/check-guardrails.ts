import { apiError, type ApiError } from '../errors/api-error.js';
import { evaluateGuardrails, type GuardrailVerdict } from '../guardrails/evaluate-guardrails.js';
import type { GuardrailRuleSet } from '../guardrails/guardrail-rule.js';
import { messagesText } from '../requests/message-text.js';
import type { CompletionRequest } from '../requests/parse-request.js';

/** The guardrail stage's answer: the verdict to record, and when it blocks, the 403 to answer. */
export type GuardrailCheck = { ok: true; verdict: GuardrailVerdict } | { ok: false; verdict: GuardrailVerdict; error: ApiError };

/**
 * The last stage of admission: the guardrails on the redacted prompt (the text the model would
 * read), under `ruleSet` or the default set. A block answers 403 `guardrail-blocked` naming the
 * blocking rules; flags pass and are recorded with the job.
 */
export function checkGuardrails(request: Pick<CompletionRequest, 'messages'>, ruleSet?: GuardrailRuleSet): GuardrailCheck {
  const verdict = evaluateGuardrails(messagesText(request.messages), ruleSet);
  if (!verdict.blocked) return { ok: true, verdict };
  const matches = verdict.matches.filter((match) => match.action === 'block').map((match) => ({ ruleId: match.ruleId }));
  return {
    ok: false,
    verdict,
    error: apiError('guardrail-blocked', 'The request was blocked by the guardrails.', { guardrailVersion: verdict.version, matches }),
  };
}
