import { PASS_THROUGH_FIELDS, type CompletionRequest } from '@secgate/core';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';

/**
 * The body sent upstream: the origin's model name, the (already redacted) messages, the output
 * ceiling and the pass-through fields that are present. `task` and `scopeId` are the gateway's
 * own admission facts and never leave it; `stream` is never sent because the gateway always
 * waits for the whole answer (it meters and checks the echo before anything reaches the caller).
 */
export function chatRequestBody(request: CompletionRequest, upstreamModel: string): ChatCompletionCreateParamsNonStreaming {
  const body: Record<string, unknown> = {
    model: upstreamModel,
    messages: request.messages,
    max_tokens: request.max_tokens,
  };
  for (const key of PASS_THROUGH_FIELDS) {
    const value = request[key];
    if (value !== undefined) body[key] = value;
  }
  // The domain's request types are structural twins of the OpenAI wire types.
  return body as unknown as ChatCompletionCreateParamsNonStreaming;
}
