/**
 * The parts of a finished completion that both the job record and the answers carry
 * (docs/api.md#the-answer). Structural twins of the request types, so a tool call read from a
 * request or an upstream answer fits without conversion.
 */

/** Whether the request ran on the free tier or was charged to a paid balance. */
export type CompletionBilling = 'free' | 'paid';

/** Why the model stopped: the OpenAI values, passed through from the upstream. */
export type CompletionFinishReason = 'stop' | 'tool_calls' | 'length' | 'content_filter';

/** A tool call the model made, returned unchanged to the caller, who runs it. */
export interface CompletionToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The `usage` object of a paid answer, in the OpenAI shape. */
export interface CompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
}

/** The same fields on the answer: `chargedMicroUSD` and `usage` exist only when billing is paid. */
export interface BillingFields {
  billing: CompletionBilling;
  receiptId: string;
  chargedMicroUSD?: number;
  usage?: CompletionUsage;
}

/**
 * The billing fields of an answer or a finish chunk: always `billing` and `receiptId`, and
 * `chargedMicroUSD` and `usage` only on a paid answer, even when a caller
 * passes them for a free one.
 */
export function billingFields(input: BillingFields): BillingFields {
  const out: BillingFields = { billing: input.billing, receiptId: input.receiptId };
  if (input.billing === 'paid') {
    if (input.chargedMicroUSD !== undefined) out.chargedMicroUSD = input.chargedMicroUSD;
    if (input.usage !== undefined) out.usage = input.usage;
  }
  return out;
}
