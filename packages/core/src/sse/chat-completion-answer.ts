import { billingFields, type BillingFields, type CompletionFinishReason, type CompletionToolCall, type CompletionUsage } from './completion-types.js';

/** The non-streaming answer: the OpenAI chat completion plus secgate's billing and job fields. */
export interface ChatCompletionAnswer {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: [
    {
      index: 0;
      message: { role: 'assistant'; content: string | null; tool_calls?: CompletionToolCall[] };
      finish_reason: CompletionFinishReason;
    },
  ];
  billing: BillingFields['billing'];
  receiptId: string;
  jobId: string;
  chargedMicroUSD?: number;
  usage?: CompletionUsage;
}

export interface ChatCompletionAnswerInput extends BillingFields {
  id: string;
  /** Unix seconds, given by the caller (core reads no clock). */
  created: number;
  model: string;
  content: string | null;
  toolCalls: readonly CompletionToolCall[];
  finishReason: CompletionFinishReason;
  jobId: string;
}

/** Builds the answer of docs/api.md#the-answer; `tool_calls` only when the model called tools. */
export function chatCompletionAnswer(input: ChatCompletionAnswerInput): ChatCompletionAnswer {
  const message: ChatCompletionAnswer['choices'][0]['message'] = { role: 'assistant', content: input.content };
  if (input.toolCalls.length > 0) message.tool_calls = input.toolCalls.map((call) => ({ ...call }));
  const { billing, receiptId, ...paid } = billingFields(input);
  return {
    id: input.id,
    object: 'chat.completion',
    created: input.created,
    model: input.model,
    choices: [{ index: 0, message, finish_reason: input.finishReason }],
    billing,
    receiptId,
    jobId: input.jobId,
    ...paid,
  };
}
