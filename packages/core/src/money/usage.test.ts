import { describe, expect, it } from 'vitest';
import { usageFromOpenAI, usageToOpenAI } from './usage.js';

describe('usageFromOpenAI', () => {
  it('reads prompt, cached and completion tokens', () => {
    expect(
      usageFromOpenAI({ prompt_tokens: 120, completion_tokens: 30, prompt_tokens_details: { cached_tokens: 100 } }),
    ).toEqual({ promptTokens: 120, cachedTokens: 100, completionTokens: 30 });
  });

  it('counts no cache when the upstream reports none', () => {
    const expected = { promptTokens: 7, cachedTokens: 0, completionTokens: 3 };
    expect(usageFromOpenAI({ prompt_tokens: 7, completion_tokens: 3 })).toEqual(expected);
    expect(usageFromOpenAI({ prompt_tokens: 7, completion_tokens: 3, prompt_tokens_details: null })).toEqual(expected);
    expect(usageFromOpenAI({ prompt_tokens: 7, completion_tokens: 3, prompt_tokens_details: {} })).toEqual(expected);
    expect(
      usageFromOpenAI({ prompt_tokens: 7, completion_tokens: 3, prompt_tokens_details: { cached_tokens: null } }),
    ).toEqual(expected);
  });

  it('writes the usage back in the OpenAI shape with a total', () => {
    expect(usageToOpenAI({ promptTokens: 120, cachedTokens: 100, completionTokens: 30 })).toEqual({
      prompt_tokens: 120,
      completion_tokens: 30,
      total_tokens: 150,
      prompt_tokens_details: { cached_tokens: 100 },
    });
  });
});
