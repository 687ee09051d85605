import type { CompletionFinishReason, CompletionToolCall } from '@secgate/core';
import * as v from 'valibot';
import { UpstreamError, type UpstreamAnswer } from './upstreams.js';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const toolCall = v.object({
  id: v.string(),
  type: v.literal('function'),
  function: v.object({ name: v.string(), arguments: v.string() }),
});

// What the gateway needs from an OpenAI chat completion; everything else is ignored. The answer
// comes from the network, so it is validated rather than trusted to match the SDK's types.
const answerSchema = v.object({
  model: v.unknown(),
  choices: v.pipe(
    v.array(
      v.object({
        message: v.object({
          content: v.nullish(v.string(), null),
          tool_calls: v.nullish(v.array(toolCall), []),
        }),
        finish_reason: v.nullish(v.string(), null),
      }),
    ),
    v.minLength(1),
  ),
  usage: v.nullish(
    v.object({
      prompt_tokens: count,
      completion_tokens: count,
      prompt_tokens_details: v.nullish(v.object({ cached_tokens: v.nullish(count) })),
    }),
  ),
});

/**
 * Reads a successful (HTTP 200) chat completion into the domain's answer. An answer the gateway
 * cannot meter is a failure, not a free answer: without usage there is nothing to put on a paid
 * receipt, and counting zero tokens would hand out inference for nothing. Such failures carry
 * upstreamStatus 200 (what the origin answered), like a broken echo does; the caller still sees
 * 502 `inference-failed` and is charged nothing.
 */
export function readChatCompletion(raw: unknown): UpstreamAnswer {
  const parsed = v.safeParse(answerSchema, raw);
  if (!parsed.success) throw new UpstreamError('The upstream answer is not a readable chat completion.', 200);
  const { model, choices, usage } = parsed.output;
  if (!usage) throw new UpstreamError('The upstream answered without usage, so the answer cannot be metered.', 200);
  const cachedTokens = usage.prompt_tokens_details?.cached_tokens ?? 0;
  if (cachedTokens > usage.prompt_tokens) {
    throw new UpstreamError('The upstream reported more cached tokens than prompt tokens.', 200);
  }
  // minLength(1) above guarantees the first choice.
  const choice = choices[0] as (typeof choices)[number];
  const toolCalls: CompletionToolCall[] = choice.message.tool_calls;
  return {
    // Kept as received (anything but a string breaks every echo rule; the caller checks it).
    model: typeof model === 'string' ? model : '',
    content: choice.message.content,
    toolCalls,
    finishReason: finishReason(choice.finish_reason, toolCalls.length > 0),
    usage: { promptTokens: usage.prompt_tokens, cachedTokens, completionTokens: usage.completion_tokens },
  };
}

/**
 * OpenAI's values pass through. The legacy `function_call` is a tool call; a missing or
 * non-standard value (some local servers send null or their own words) is read from the answer
 * itself: `tool_calls` when the model called tools, `stop` otherwise.
 */
function finishReason(value: string | null, calledTools: boolean): CompletionFinishReason {
  switch (value) {
    case 'stop':
    case 'length':
    case 'tool_calls':
    case 'content_filter':
      return value;
    case 'function_call':
      return 'tool_calls';
    default:
      return calledTools ? 'tool_calls' : 'stop';
  }
}
