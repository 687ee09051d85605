import { billingFields, type BillingFields, type CompletionFinishReason, type CompletionToolCall } from './completion-types.js';

/** What every chunk of one stream repeats. `created` is Unix seconds, given by the caller. */
export interface ChunkMeta {
  id: string;
  created: number;
  model: string;
}

/** A tool call in the streaming format: its position in the list is stated as `index`. */
export interface StreamedToolCall extends CompletionToolCall {
  index: number;
}

export interface ChunkDelta {
  role?: 'assistant';
  content?: string | null;
  tool_calls?: StreamedToolCall[];
}

/** One `chat.completion.chunk` (docs/api.md#streaming). */
export interface ChatCompletionChunk extends Partial<BillingFields> {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: [{ index: 0; delta: ChunkDelta; finish_reason: CompletionFinishReason | null }];
}

function chunk(meta: ChunkMeta, delta: ChunkDelta, finishReason: CompletionFinishReason | null): ChatCompletionChunk {
  return {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** Sent while the job runs: an empty delta, which changes nothing a client displays. */
export function heartbeatChunk(meta: ChunkMeta): ChatCompletionChunk {
  return chunk(meta, {}, null);
}

/** The whole answer in one chunk, sent when the job has ended; tool calls only when there are some. */
export function contentChunk(meta: ChunkMeta, answer: { content: string | null; toolCalls?: readonly CompletionToolCall[] }): ChatCompletionChunk {
  const delta: ChunkDelta = { role: 'assistant', content: answer.content };
  if (answer.toolCalls && answer.toolCalls.length > 0) {
    delta.tool_calls = answer.toolCalls.map((call, index) => ({ index, ...call }));
  }
  return chunk(meta, delta, null);
}

/** The last chunk: empty delta, the finish reason, and the billing fields of the answer. */
export function finishChunk(meta: ChunkMeta, finish: BillingFields & { finishReason: CompletionFinishReason }): ChatCompletionChunk {
  return { ...chunk(meta, {}, finish.finishReason), ...billingFields(finish) };
}
