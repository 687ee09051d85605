import type { CompletionRequest } from '../requests/parse-request.js';
import { redactChatMessages, redactJsonText } from './redact-chat-messages.js';
import { redactMessageLabels } from './redact-message-labels.js';
import { redactSecrets } from './redact-secrets.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';

/** Request fields besides the messages whose text the model is sent: redacted the same way. */
const FREE_TEXT_FIELDS = ['tools', 'tool_choice', 'response_format', 'stop', 'user'] as const;

/**
 * Redaction before the model (docs/api.md#chat-completions): the messages, and every string of the other
 * fields the upstream receives as text (tool definitions with their descriptions and parameter
 * schemas, a named tool choice, a JSON-schema response format, stop sequences, the end-user id),
 * and the short texts of the messages (names, tool-call ids and names, image URLs, file names:
 * redactMessageLabels), and the scope id, which is kept and returned with the job. Counts are summed. The request schema is strict, so no other field exists.
 */
export function redactCompletionRequest(request: CompletionRequest): { request: CompletionRequest; counts: SecretCounts } {
  const messages = redactChatMessages(request.messages);
  const labels = redactMessageLabels(messages.messages);
  const out: Record<string, unknown> = { ...request, messages: labels.messages };
  const all: SecretCounts[] = [messages.counts, labels.counts];
  for (const key of FREE_TEXT_FIELDS) {
    const value = request[key];
    if (value === undefined) continue;
    const r = redactJsonText(JSON.stringify(value));
    if (Object.keys(r.counts).length === 0) continue;
    out[key] = JSON.parse(r.text) as unknown;
    all.push(r.counts);
  }
  // The scope id is kept with the job and returned by GET /v1/research/job: masked like the rest.
  const scope = redactSecrets(request.scopeId);
  if (scope.text !== request.scopeId) {
    out['scopeId'] = scope.text;
    all.push(scope.counts);
  }
  return { request: out as unknown as CompletionRequest, counts: sumSecretCounts(all) };
}
