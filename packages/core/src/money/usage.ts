/**
 * Token counts of one provider receipt. `cachedTokens` is the part of `promptTokens` served from the
 * provider's prompt cache; `completionTokens` includes reasoning tokens.
 */
export interface Usage {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

/** The `usage` object of an OpenAI-compatible chat completion, as upstreams send it. */
export interface OpenAIUsage {
  prompt_tokens: number;
  completion_tokens: number;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
}

/** The usage in the OpenAI shape, as paid answers carry it back to the caller. */
export function usageToOpenAI(usage: Usage): Required<OpenAIUsage> & { total_tokens: number } {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedTokens },
  };
}
