import { forwardedCharacters, type ForwardedRequest } from '../requests/forwarded-characters.js';
import { MODEL_LIMITS, type ModelLimits } from './model-limits.js';

/** The request facts the ceilings are measured on (parsed chat and job requests both fit). */
export interface LimitedRequest extends ForwardedRequest {
  tools?: readonly unknown[] | undefined;
  max_tokens: number;
}

export type LimitName = 'input-characters' | 'output-tokens' | 'tools' | 'turns';

/** The details of a 400 `limit-exceeded` answer. */
export interface LimitExceeded {
  limit: LimitName;
  max: number;
  actual: number;
}

/**
 * The first per-model ceiling the request exceeds, or null. Checked in the order docs/api.md#chat-completions
 * lists the limits: input characters, output tokens, tools, turns (one message is one turn).
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
  return null;
}
