import { redactJsonText } from './redact-chat-messages.js';
import { redactSecrets } from './redact-secrets.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';
import type { CompletionToolCall } from '../sse/completion-types.js';

export interface CompletionAnswerText {
  content: string | null;
  toolCalls: CompletionToolCall[];
}

/**
 * Redacts a model's answer before it is stored and returned (docs/redaction.md#where-text-is-redacted):
 * the content, and each tool call's id, function name and arguments (as JSON text, so they stay
 * valid JSON). The model never saw a secret of the prompt, so a secret here is one it produced or
 * remembered; it is masked with the same `[REDACTED:<kind>]` marker, never persisted. Unchanged
 * values are returned as the same objects.
 */
export function redactCompletionAnswer<A extends CompletionAnswerText>(answer: A): { answer: A; counts: SecretCounts } {
  const all: SecretCounts[] = [];
  const text = (value: string): string => {
    if (value === '') return value;
    const r = redactSecrets(value);
    all.push(r.counts);
    return r.text;
  };
  const content = answer.content === null ? null : text(answer.content);
  const toolCalls = answer.toolCalls.map((call) => {
    const id = text(call.id);
    const name = text(call.function.name);
    const args = call.function.arguments === '' ? call.function.arguments : redactJsonText(call.function.arguments);
    const argsText = typeof args === 'string' ? args : args.text;
    if (typeof args !== 'string') all.push(args.counts);
    if (id === call.id && name === call.function.name && argsText === call.function.arguments) return call;
    return { ...call, id, function: { ...call.function, name, arguments: argsText } };
  });
  const counts = sumSecretCounts(all);
  if (Object.keys(counts).length === 0) return { answer, counts };
  return { answer: { ...answer, content, toolCalls }, counts };
}
