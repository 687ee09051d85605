import type { CompletionToolCall } from '../sse/completion-types.js';
import { utf8ByteLength } from '../money/utf8-byte-length.js';

/**
 * The egress an answer counts for: its content and, when it called tools, its tool calls as JSON,
 * in UTF-8 bytes. The JSON or SSE framing around it is not counted, and an answer counts once
 * however often it is fetched again (docs/billing.md#egress).
 */
export function answerBytes(content: string | null, toolCalls: readonly CompletionToolCall[]): number {
  return utf8ByteLength(content ?? '') + (toolCalls.length === 0 ? 0 : utf8ByteLength(JSON.stringify(toolCalls)));
}
