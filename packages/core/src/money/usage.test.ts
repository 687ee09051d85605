import { describe, expect, it } from 'vitest';
import { usageToOpenAI } from './usage.js';

describe('usageToOpenAI', () => {
  it('writes the usage back in the OpenAI shape with a total', () => {
    expect(usageToOpenAI({ promptTokens: 120, cachedTokens: 100, completionTokens: 30 })).toEqual({
      prompt_tokens: 120,
      completion_tokens: 30,
      total_tokens: 150,
      prompt_tokens_details: { cached_tokens: 100 },
    });
  });
});
