import { describe, expect, it } from 'vitest';
import { jobTokens } from './job-tokens.js';

const USAGE = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };

describe('jobTokens', () => {
  it('reads input, cached and output tokens, no cached details meaning none cached', () => {
    expect(jobTokens({ ...USAGE, prompt_tokens_details: { cached_tokens: 20 } })).toEqual({ input: 100, cached: 20, output: 50 });
    expect(jobTokens(USAGE)).toEqual({ input: 100, cached: 0, output: 50 });
    expect(jobTokens({ ...USAGE, prompt_tokens_details: { cached_tokens: null } })).toEqual({ input: 100, cached: 0, output: 50 });
  });

  it('takes the first usage there is: the receipt’s, else the job’s', () => {
    expect(jobTokens(null, { ...USAGE, completion_tokens: 7 })?.output).toBe(7);
    expect(jobTokens({ ...USAGE, completion_tokens: 9 }, { ...USAGE, completion_tokens: 7 })?.output).toBe(9);
  });

  it('is null when no usage was kept', () => {
    expect(jobTokens(null, undefined)).toBeNull();
    expect(jobTokens()).toBeNull();
  });
});
