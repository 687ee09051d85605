import type { CompletionUsage } from '../sse/completion-types.js';

/** A run's tokens as the console counts them: input (cached ones included), of it cached, and output. */
export interface JobTokens {
  input: number;
  cached: number;
  output: number;
}

/**
 * The tokens of a run, from its receipt's usage (there for free and paid successes alike) or else
 * the job's own (a paid success's); null when neither has any (in progress, failed, or withheld
 * before it was counted).
 *
 * @example
 * jobTokens({ prompt_tokens: 100, completion_tokens: 50, total_tokens: 150, prompt_tokens_details: { cached_tokens: 20 } })
 * //=> { input: 100, cached: 20, output: 50 }
 */
export function jobTokens(...usages: readonly (CompletionUsage | null | undefined)[]): JobTokens | null {
  const usage = usages.find((each) => each !== null && each !== undefined);
  if (!usage) return null;
  return { input: usage.prompt_tokens, cached: usage.prompt_tokens_details?.cached_tokens ?? 0, output: usage.completion_tokens };
}
