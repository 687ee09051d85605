import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatCompletionAnswer, type ChatCompletionAnswerInput } from './chat-completion-answer.js';
import type { CompletionUsage } from './completion-types.js';

const usage: CompletionUsage = { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 };
const base: ChatCompletionAnswerInput = {
  id: 'chatcmpl-9',
  created: 1_767_225_600,
  model: 'red-1-upstream',
  content: 'No injection found.',
  toolCalls: [],
  finishReason: 'stop',
  billing: 'free',
  receiptId: 'rcpt-1',
  jobId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};

describe('chatCompletionAnswer', () => {
  it('builds the free answer exactly', () => {
    expect(chatCompletionAnswer(base)).toEqual({
      id: 'chatcmpl-9',
      object: 'chat.completion',
      created: 1_767_225_600,
      model: 'red-1-upstream',
      choices: [{ index: 0, message: { role: 'assistant', content: 'No injection found.' }, finish_reason: 'stop' }],
      billing: 'free',
      receiptId: 'rcpt-1',
      jobId: base.jobId,
    });
  });

  it('adds the charge and usage only when paid', () => {
    const paid = chatCompletionAnswer({ ...base, billing: 'paid', chargedMicroUSD: 1800, usage });
    expect(paid.chargedMicroUSD).toBe(1800);
    expect(paid.usage).toEqual(usage);
    expect(Object.keys(paid)).toEqual(['id', 'object', 'created', 'model', 'choices', 'billing', 'receiptId', 'jobId', 'chargedMicroUSD', 'usage']);
  });

  it('carries tool calls when the model called tools', () => {
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'read_file', arguments: '{"path":"a.ts"}' } };
    const answer = chatCompletionAnswer({ ...base, content: null, toolCalls: [call], finishReason: 'tool_calls' });
    expect(answer.choices[0].message).toEqual({ role: 'assistant', content: null, tool_calls: [call] });
    expect(answer.choices[0].finish_reason).toBe('tool_calls');
  });

  it('never carries chargedMicroUSD or usage on a free answer, whatever it is given', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), fc.boolean(), (charged, withUsage) => {
        const answer = chatCompletionAnswer({ ...base, chargedMicroUSD: charged, usage: withUsage ? usage : undefined });
        expect('chargedMicroUSD' in answer).toBe(false);
        expect('usage' in answer).toBe(false);
        expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
      }),
    );
  });
});
