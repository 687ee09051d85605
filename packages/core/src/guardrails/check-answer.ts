import type { CompletionToolCall } from '../sse/completion-types.js';
import { ANSWER_GUARDRAILS } from './answer-rule-set.js';
import { withClassifier, type ClassifierInput } from './classifier/with-classifier.js';
import { evaluateGuardrails, type GuardrailVerdict } from './evaluate-guardrails.js';
import type { GuardrailRuleSet } from './guardrail-rule.js';
import { widenForTask } from './widen-for-task.js';

/** The least of a model's answer the check reads: its text and the tool calls it asks for. */
export interface AnswerText {
  content: string | null;
  toolCalls: readonly CompletionToolCall[];
}

/** The text of an answer, one piece a line: its content, then each tool call's name and arguments. */
export function answerText(answer: AnswerText): string {
  const pieces = answer.content === null ? [] : [answer.content];
  for (const call of answer.toolCalls) pieces.push(call.function.name, call.function.arguments);
  return pieces.join('\n');
}

/**
 * The answer check: the answer rules on the model's (redacted) answer, widened by the request's
 * task as the request's own check is, then the guard model's answer when one is configured. A
 * blocked verdict withholds the answer (finish_reason content_filter); it is still charged.
 */
export function checkAnswer(answer: AnswerText, task: string, classifier?: ClassifierInput, ruleSet: GuardrailRuleSet = ANSWER_GUARDRAILS): GuardrailVerdict {
  return withClassifier(widenForTask(evaluateGuardrails(answerText(answer), ruleSet), task), classifier, task);
}
