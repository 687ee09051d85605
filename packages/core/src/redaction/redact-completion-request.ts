import type { CompletionRequest } from '../requests/parse-request.js';
import { redactChatMessages, redactJsonText } from './redact-chat-messages.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';

/** Request fields besides the messages whose text the model is sent: redacted the same way. */
const FREE_TEXT_FIELDS = ['tools', 'response_format', 'stop', 'user'] as const;

/**
 * Redaction before the model (docs/api.md#chat-completions): the messages, and every string of the other
 * fields the upstream receives as text (tool definitions with their descriptions and parameter
 * schemas, a JSON-schema response format, stop sequences, the end-user id). Counts are summed.
 */
export function redactCompletionRequest(request: CompletionRequest): { request: CompletionRequest; counts: SecretCounts } {
  const messages = redactChatMessages(request.messages);
  const out: Record<string, unknown> = { ...request, messages: messages.messages };
  const all: SecretCounts[] = [messages.counts];
  for (const key of FREE_TEXT_FIELDS) {
    const value = request[key];
    if (value === undefined) continue;
    const r = redactJsonText(JSON.stringify(value));
    if (Object.keys(r.counts).length === 0) continue;
    out[key] = JSON.parse(r.text) as unknown;
    all.push(r.counts);
  }
  return { request: out as unknown as CompletionRequest, counts: sumSecretCounts(...all) };
}

