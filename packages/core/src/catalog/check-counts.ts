import type { LimitExceeded } from './check-limits.js';
import { MODEL_LIMITS, type ModelLimits } from './model-limits.js';

/**
 * The count limits a completion body passes, checked on the parsed JSON before it is validated,
 * redacted or read by the guardrails: tools, then turns, then content parts and tool calls of all
 * messages together. Every later step works per element, so a body of 150,000 content parts is
 * refused here, in a few array lengths, instead of after seconds of that work. Anything that is
 * not the expected shape is left to validation, which says what is wrong with it.
 */
export function checkCounts(body: unknown, limits: ModelLimits = MODEL_LIMITS): LimitExceeded | null {
  if (!isRecord(body)) return null;
  const tools = Array.isArray(body['tools']) ? body['tools'].length : 0;
  if (tools > limits.toolsPerRequest) return { limit: 'tools', max: limits.toolsPerRequest, actual: tools };
  const messages = Array.isArray(body['messages']) ? body['messages'] : [];
  if (messages.length > limits.turns) return { limit: 'turns', max: limits.turns, actual: messages.length };
  const parts = partsOf(messages);
  if (parts > limits.partsPerRequest) return { limit: 'parts', max: limits.partsPerRequest, actual: parts };
  return null;
}

/** Content parts and tool calls of every message: what redaction and the guardrails visit one by one. */
export function partsOf(messages: readonly unknown[]): number {
  let parts = 0;
  for (const message of messages) {
    if (!isRecord(message)) continue;
    if (Array.isArray(message['content'])) parts += message['content'].length;
    if (Array.isArray(message['tool_calls'])) parts += message['tool_calls'].length;
  }
  return parts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
