import { describe, expect, it } from 'vitest';
import { readChatCompletion } from './read-chat-completion.js';
import { UpstreamError } from './upstreams.js';

const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
const answer = (choice: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'x',
  object: 'chat.completion',
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop', ...choice }],
  usage,
  ...extra,
});

function refusal(raw: unknown): UpstreamError {
  try {
    readChatCompletion(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error('expected a refusal');
}

describe('readChatCompletion', () => {
  it('reads servers that report no prompt cache as caching nothing', () => {
    expect(readChatCompletion(answer({})).usage).toEqual({ promptTokens: 10, cachedTokens: 0, completionTokens: 5 });
    expect(readChatCompletion(answer({}, { usage: { ...usage, prompt_tokens_details: null } })).usage.cachedTokens).toBe(0);
  });

  it('passes the OpenAI finish reasons through and reads the others from the answer', () => {
    for (const reason of ['stop', 'length', 'tool_calls', 'content_filter']) {
      expect(readChatCompletion(answer({ finish_reason: reason })).finishReason).toBe(reason);
    }
    expect(readChatCompletion(answer({ finish_reason: 'function_call' })).finishReason).toBe('tool_calls');
    expect(readChatCompletion(answer({ finish_reason: null })).finishReason).toBe('stop');
    expect(readChatCompletion(answer({ finish_reason: 'eos' })).finishReason).toBe('stop');
    const call = { id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } };
    expect(readChatCompletion(answer({ finish_reason: null, message: { content: null, tool_calls: [call] } })).finishReason).toBe('tool_calls');
  });

  it('keeps a missing or odd model for the echo check to refuse', () => {
    expect(readChatCompletion(answer({}, { model: undefined })).model).toBe('');
    expect(readChatCompletion(answer({}, { model: 42 })).model).toBe('');
  });

  it('refuses answers it cannot meter or read, with the status the origin answered', () => {
    expect(refusal(answer({}, { usage: undefined })).upstreamStatus).toBe(200);
    expect(refusal(answer({}, { usage: { ...usage, prompt_tokens: -1 } })).message).toContain('not a readable');
    expect(refusal(answer({}, { usage: { ...usage, completion_tokens: 1.5 } })).message).toContain('not a readable');
    expect(refusal(answer({}, { usage: { ...usage, prompt_tokens_details: { cached_tokens: 11 } } })).message).toContain('cached');
    expect(refusal(answer({}, { choices: [] })).message).toContain('not a readable');
    expect(refusal('<html>bad gateway</html>').message).toContain('not a readable');
  });
});
