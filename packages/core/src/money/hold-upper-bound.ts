import { chargeForUsage } from './charge-for-usage.js';
import { utf8ByteLength } from './utf8-byte-length.js';
import { wholeCount } from './whole-count.js';

/** The parts of a chat request that bound its price. */
export interface HoldRequest {
  messages: readonly { content?: unknown }[];
  tools?: readonly unknown[];
  max_tokens: number;
}

/**
 * The hold admission reserves before calling the upstream, in micro-USD:
 * `ceil((inputBytes * 900 + max_tokens * 4500) / 1000)`. It is the price of the worst receipt the
 * request can produce if every input byte were an uncached token (no tokenizer makes fewer bytes than
 * tokens of text) and every allowed output token were used. Tokens an upstream adds on its own (chat
 * template, roles, tool-call arguments of earlier turns) are not counted here; settleCharge caps the
 * debit at this hold instead, so the balance can never be overdrawn.
 */
export function holdUpperBound(request: { messages: readonly { content?: unknown }[]; tools?: readonly unknown[]; max_tokens: number }): number {
  return chargeForUsage({
    promptTokens: requestInputBytes(request),
    cachedTokens: 0,
    completionTokens: wholeCount(request.max_tokens),
  });
}

/**
 * UTF-8 bytes of all message contents and tool definitions. Content may be a string, null, or an
 * array of parts: text parts count their text, other parts (images, audio, files) their JSON. Each
 * tool definition counts as its own JSON text (the array's brackets and commas are not counted).
 */
export function requestInputBytes(request: Pick<HoldRequest, 'messages' | 'tools'>): number {
  let bytes = 0;
  for (const message of request.messages) bytes += contentBytes(message.content);
  for (const tool of request.tools ?? []) bytes += jsonBytes(tool);
  return bytes;
}

function contentBytes(content: unknown): number {
  if (content === null || content === undefined) return 0;
  if (typeof content === 'string') return utf8ByteLength(content);
  if (Array.isArray(content)) {
    let bytes = 0;
    for (const part of content) bytes += partBytes(part);
    return bytes;
  }
  return jsonBytes(content);
}

function partBytes(part: unknown): number {
  if (typeof part === 'string') return utf8ByteLength(part);
  if (typeof part === 'object' && part !== null) {
    const { type, text } = part as { type?: unknown; text?: unknown };
    if (type === 'text' && typeof text === 'string') return utf8ByteLength(text);
  }
  return jsonBytes(part);
}

/** JSON text of a value; one that JSON cannot write (a cycle, a BigInt) never arrives from a parsed body, and falls back to its string form. */
function jsonBytes(value: unknown): number {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text === undefined ? 0 : utf8ByteLength(text);
}
