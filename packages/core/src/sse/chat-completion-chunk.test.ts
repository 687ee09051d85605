import { describe, expect, it } from 'vitest';
import { contentChunk, finishChunk, heartbeatChunk } from './chat-completion-chunk.js';
import type { CompletionToolCall, CompletionUsage } from './completion-types.js';
import { DONE_EVENT, sseEvent } from './sse-event.js';

const meta = { id: 'chatcmpl-1', created: 1_767_225_600, model: 'shared-1' };
const usage: CompletionUsage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15, prompt_tokens_details: { cached_tokens: 0 } };
const call: CompletionToolCall = { id: 'call_1', type: 'function', function: { name: 'grep', arguments: '{"q":"x"}' } };
const head = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_767_225_600, model: 'shared-1' };

describe('chat completion chunks', () => {
  it('heartbeat: empty delta, no finish reason', () => {
    expect(heartbeatChunk(meta)).toEqual({ ...head, choices: [{ index: 0, delta: {}, finish_reason: null }] });
  });

  it('content: the assistant text, and tool calls with their index only when there are some', () => {
    expect(contentChunk(meta, { content: 'hello' })).toEqual({
      ...head,
      choices: [{ index: 0, delta: { role: 'assistant', content: 'hello' }, finish_reason: null }],
    });
    expect(contentChunk(meta, { content: 'hello', toolCalls: [] }).choices[0].delta).toEqual({ role: 'assistant', content: 'hello' });
    expect(contentChunk(meta, { content: null, toolCalls: [call, { ...call, id: 'call_2' }] }).choices[0].delta).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        { index: 0, ...call },
        { index: 1, ...call, id: 'call_2' },
      ],
    });
  });

  it('finish on a free answer: billing and receipt, never a charge or usage', () => {
    const free = finishChunk(meta, { finishReason: 'stop', billing: 'free', receiptId: 'r1', chargedMicroUSD: 9, usage });
    expect(free).toEqual({ ...head, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], billing: 'free', receiptId: 'r1' });
    expect(Object.keys(free)).toEqual(['id', 'object', 'created', 'model', 'choices', 'billing', 'receiptId']);
  });

  it('finish on a paid answer: the charge and usage as well', () => {
    expect(finishChunk(meta, { finishReason: 'tool_calls', billing: 'paid', receiptId: 'r2', chargedMicroUSD: 32, usage })).toEqual({
      ...head,
      choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }],
      billing: 'paid',
      receiptId: 'r2',
      chargedMicroUSD: 32,
      usage,
    });
  });

  it('a whole stream: every event ends with a blank line and parses back as the chunk', () => {
    const chunks = [
      heartbeatChunk(meta),
      heartbeatChunk(meta),
      contentChunk(meta, { content: 'done', toolCalls: [call] }),
      finishChunk(meta, { finishReason: 'tool_calls', billing: 'free', receiptId: 'r3' }),
    ];
    const events = chunks.map(sseEvent);
    for (const [i, event] of events.entries()) {
      expect(event).toMatch(/^data: [^\n]*\n\n$/);
      expect(JSON.parse(event.slice('data: '.length))).toEqual(chunks[i]);
    }
    const stream = events.join('') + DONE_EVENT;
    expect(stream.split('\n\n').filter(Boolean)).toHaveLength(5);
    expect(stream.endsWith('data: [DONE]\n\n')).toBe(true);
  });
});
