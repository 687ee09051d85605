import { forwardedCharacters, type ForwardedRequest } from '../requests/forwarded-characters.js';
import { apiError, type ApiError } from '../errors/api-error.js';
import { partsOf } from './check-counts.js';
import { MODEL_LIMITS, type ModelLimits } from './model-limits.js';

/** The request facts the ceilings are measured on (parsed chat and job requests both fit). */
export interface LimitedRequest extends ForwardedRequest {
  tools?: readonly unknown[] | undefined;
  max_tokens: number;
}

export type LimitName = 'input-characters' | 'output-tokens' | 'tools' | 'turns' | 'parts';

/** The details of a 400 `limit-exceeded` answer. */
export interface LimitExceeded {
  limit: LimitName;
  max: number;
  actual: number;
}

/**
 * The first per-model ceiling the request exceeds, or null. Checked in the order docs/api.md#chat-completions
 * lists the limits: input characters, output tokens, tools, turns (one message is one turn), parts
 * (content parts and tool calls of all messages).
 */
export function checkLimits(request: LimitedRequest, limits: ModelLimits = MODEL_LIMITS): LimitExceeded | null {
  const characters = forwardedCharacters(request);
  if (characters > limits.inputCharacters) {
    return { limit: 'input-characters', max: limits.inputCharacters, actual: characters };
  }
  if (request.max_tokens > limits.outputTokens) {
    return { limit: 'output-tokens', max: limits.outputTokens, actual: request.max_tokens };
  }
  const tools = request.tools?.length ?? 0;
  if (tools > limits.toolsPerRequest) return { limit: 'tools', max: limits.toolsPerRequest, actual: tools };
  if (request.messages.length > limits.turns) {
    return { limit: 'turns', max: limits.turns, actual: request.messages.length };
  }
  const parts = partsOf(request.messages);
  if (parts > limits.partsPerRequest) return { limit: 'parts', max: limits.partsPerRequest, actual: parts };
  return null;
}

/** The 400 `limit-exceeded` answer naming the limit, its maximum and what the request has. */
export function limitExceededError(exceeded: LimitExceeded): ApiError {
  return apiError('limit-exceeded', `The request exceeds the ${exceeded.limit} limit of ${exceeded.max} (it has ${exceeded.actual}).`, { ...exceeded });
}
