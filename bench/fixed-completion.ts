// The one answer of the bare upstream (bench/bare-upstream-process.ts), shared with the checks
// that a side really answered with it. Real OpenAI wire format, with the `usage` secgate meters.

/** The model every gateway-section request names: secgate's catalog echoes it ('requested' rule). */
export const BENCH_MODEL = 'shared-1';

/** The models the bare upstream lists on GET /v1/models (secgate's origin probe). */
export const BENCH_MODELS = ['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3'];

/** The id that marks an answer as the bare upstream's own, whichever side relayed it. */
export const FIXED_COMPLETION_ID = 'chatcmpl-bench-fixed';

export const FIXED_COMPLETION = {
  id: FIXED_COMPLETION_ID,
  object: 'chat.completion',
  created: 1_750_000_000,
  model: BENCH_MODEL,
  choices: [{ index: 0, message: { role: 'assistant', content: 'No finding: the copy is bounded.', refusal: null }, logprobs: null, finish_reason: 'stop' }],
  usage: {
    prompt_tokens: 14,
    completion_tokens: 8,
    total_tokens: 22,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  },
} as const;
