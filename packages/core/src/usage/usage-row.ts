/**
 * What happened to a request, as the store records it: one receipt kind each. `answered` is a
 * completion, `guardrail-blocked` a request the guardrails refused before any model ran,
 * `answer-withheld` an answer the guardrails kept back (charged: the tokens were spent), `failed`
 * a run that charged nothing. Refusals that leave no receipt (quota, balance, rate limit) are not
 * requests here: there is nothing recorded to count.
 */
export const REQUEST_OUTCOMES = ['answered', 'guardrail-blocked', 'answer-withheld', 'failed'] as const;
/** One of REQUEST_OUTCOMES. */
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** The sums a usage report adds up; tokens as the receipts' usage counts them, spend in integer micro-USD. */
export interface UsageCounts {
  requests: number;
  inputTokens: number;
  /** The part of `inputTokens` served from the provider's prompt cache. */
  cachedInputTokens: number;
  outputTokens: number;
  spendMicroUSD: number;
}

/** One UTC day x model x outcome of a principal's receipts, as the store sums them. */
export interface UsageRow extends UsageCounts {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  model: string;
  outcome: RequestOutcome;
}

/** Nothing counted yet: the start of every sum. */
export const ZERO_USAGE: Readonly<UsageCounts> = Object.freeze({ requests: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 });

/** The field-by-field sum of two counts (a new object). */
export function addUsage(a: UsageCounts, b: UsageCounts): UsageCounts {
  return {
    requests: a.requests + b.requests,
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    spendMicroUSD: a.spendMicroUSD + b.spendMicroUSD,
  };
}
