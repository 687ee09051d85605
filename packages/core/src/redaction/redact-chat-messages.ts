import { redactJsonValue } from './redact-json-value.js';
import { redactSecrets } from './redact-secrets.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';

/**
 * The least a chat message must look like to be redacted. Structural, so the parsed request
 * messages (requests/) and raw upstream-shaped messages both fit; other keys are kept as they are.
 */
export interface RedactableMessage {
  role: string;
  content?: string | null | readonly RedactablePart[];
  tool_calls?: readonly RedactableToolCall[];
  refusal?: string;
}

export interface RedactablePart {
  type: string;
  text?: unknown;
  refusal?: unknown;
}

export interface RedactableToolCall {
  function?: { arguments?: unknown };
}

export interface RedactedMessages<M> {
  messages: M[];
  counts: SecretCounts;
}

/**
 * Redacts every text a model would read from a conversation: string contents, the text (and
 * refusal) of content parts, an assistant refusal, and the arguments of earlier tool calls.
 * Returns new messages and the summed counts; the input is never mutated, and a message
 * without secrets is returned as the same object.
 */
export function redactChatMessages<M extends RedactableMessage>(messages: readonly M[]): RedactedMessages<M> {
  const all: SecretCounts[] = [];
  const text = (value: string): string => {
    const r = redactSecrets(value);
    all.push(r.counts);
    return r.text;
  };
  const json = (value: string): string => {
    const r = redactJsonText(value);
    all.push(r.counts);
    return r.text;
  };

  const out = messages.map((message) => {
    // Built as a loose record, then read back as M: only string values inside M change.
    const copy = { ...message } as Record<string, unknown>;
    let changed = false;
    const set = (key: string, value: unknown, before: unknown) => {
      if (value !== before) {
        copy[key] = value;
        changed = true;
      }
    };

    const content = message.content;
    if (typeof content === 'string') set('content', text(content), content);
    else if (Array.isArray(content)) {
      const parts = (content as readonly RedactablePart[]).map((part) => redactPart(part, text));
      if (parts.some((part, i) => part !== content[i])) set('content', parts, content);
    }
    if (typeof message.refusal === 'string') set('refusal', text(message.refusal), message.refusal);
    if (Array.isArray(message.tool_calls)) {
      const calls = message.tool_calls.map((call) => redactToolCall(call, json));
      if (calls.some((call, i) => call !== message.tool_calls?.[i])) set('tool_calls', calls, message.tool_calls);
    }
    return changed ? (copy as M) : message;
  });
  return { messages: out, counts: sumSecretCounts(all) };
}

function redactPart(part: RedactablePart, text: (value: string) => string): RedactablePart {
  let copy: RedactablePart | undefined;
  for (const key of ['text', 'refusal'] as const) {
    const value = part[key];
    if (typeof value !== 'string') continue;
    const redacted = text(value);
    if (redacted !== value) copy = { ...(copy ?? part), [key]: redacted };
  }
  return copy ?? part;
}

function redactToolCall(call: RedactableToolCall, json: (value: string) => string): RedactableToolCall {
  const args = call.function?.arguments;
  if (typeof args !== 'string') return call;
  const redacted = json(args);
  return redacted === args ? call : { ...call, function: { ...call.function, arguments: redacted } };
}

/**
 * Redacts a text that is meant to be JSON (tool-call arguments) so that it stays valid JSON:
 * when it parses, every string (keys included) is redacted inside the parsed value, so an
 * escaped PEM block or a key split by `\n` escapes is still found and no closing quote is ever
 * swallowed. Text that does not parse is redacted as plain text. Unchanged text keeps its bytes.
 */
export function redactJsonText(value: string): { text: string; counts: SecretCounts } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return redactSecrets(value);
  }
  const redacted = redactJsonValue(parsed);
  return Object.keys(redacted.counts).length === 0
    ? { text: value, counts: redacted.counts }
    : { text: JSON.stringify(redacted.value), counts: redacted.counts };
}
