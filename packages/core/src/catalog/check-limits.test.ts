import { describe, expect, it } from 'vitest';
import { checkLimits } from './check-limits.js';
import { MODEL_LIMITS } from './model-limits.js';

const user = (content: unknown) => ({ role: 'user', content });

describe('MODEL_LIMITS', () => {
  it('are the documented ceilings', () => {
    expect(MODEL_LIMITS).toEqual({
      inputCharacters: 524288,
      outputTokens: 32768,
      toolsPerRequest: 128,
      turns: 2048,
      partsPerRequest: 4096,
      syncWaitSeconds: 840,
    });
  });
});

describe('checkLimits', () => {
  it('accepts a request exactly at every ceiling', () => {
    const half = 'a'.repeat(MODEL_LIMITS.inputCharacters / 2);
    const messages = [user(half), user([{ type: 'text', text: half }]), ...Array.from({ length: 2046 }, () => user(''))];
    const tools = Array.from({ length: 128 }, () => ({}));
    expect(checkLimits({ messages, tools, max_tokens: 32768 })).toBeNull();
  });

  it('counts string contents and the text parts of array contents, not other parts', () => {
    const messages = [
      user('a'.repeat(524_000)),
      user([
        { type: 'text', text: 'b'.repeat(289) },
        { type: 'image_url', image_url: { url: 'x'.repeat(10_000) } },
      ]),
      { role: 'assistant', content: null },
    ];
    expect(checkLimits({ messages, max_tokens: 1 })).toEqual({ limit: 'input-characters', max: 524288, actual: 524289 });
  });

  it('counts code points, so a supplementary character counts once', () => {
    const emoji = '\u{1F600}';
    expect(checkLimits({ messages: [user(emoji.repeat(524_288))], max_tokens: 1 })).toBeNull();
    expect(checkLimits({ messages: [user(emoji.repeat(524_289))], max_tokens: 1 })).toMatchObject({ actual: 524_289 });
  });

  it('reports output tokens, tools and turns with max and actual', () => {
    expect(checkLimits({ messages: [user('hi')], max_tokens: 32769 })).toEqual({ limit: 'output-tokens', max: 32768, actual: 32769 });
    expect(checkLimits({ messages: [user('hi')], tools: Array.from({ length: 129 }, () => ({})), max_tokens: 1 })).toEqual({
      limit: 'tools',
      max: 128,
      actual: 129,
    });
    expect(checkLimits({ messages: Array.from({ length: 2049 }, () => user('')), max_tokens: 1 })).toEqual({
      limit: 'turns',
      max: 2048,
      actual: 2049,
    });
  });

  it('reports the first exceeded limit in the order input, output, tools, turns', () => {
    const everything = {
      messages: Array.from({ length: 2049 }, () => user('x'.repeat(300))),
      tools: Array.from({ length: 200 }, () => ({})),
      max_tokens: 40_000,
    };
    expect(checkLimits(everything)?.limit).toBe('input-characters');
    expect(checkLimits({ ...everything, messages: everything.messages.map(() => user('')) })?.limit).toBe('output-tokens');
    expect(checkLimits({ ...everything, messages: everything.messages.map(() => user('')), max_tokens: 5 })?.limit).toBe('tools');
  });

  it('takes other ceilings as an argument', () => {
    const limits = { ...MODEL_LIMITS, turns: 1 };
    expect(checkLimits({ messages: [user('a'), user('b')], max_tokens: 1 }, limits)).toEqual({ limit: 'turns', max: 1, actual: 2 });
  });

  it('counts content parts and tool calls of all messages together, after turns', () => {
    const parts = {
      role: 'user',
      content: [
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ],
    };
    const limits = { ...MODEL_LIMITS, partsPerRequest: 3 };
    expect(checkLimits({ messages: [parts], max_tokens: 1 }, limits)).toBeNull();
    expect(checkLimits({ messages: [parts, parts], max_tokens: 1 }, limits)).toEqual({ limit: 'parts', max: 3, actual: 4 });
  });
  it('counts what is hidden in tool-call arguments and tool descriptions against the input ceiling', () => {
    const call = { role: 'assistant', content: null, tool_calls: [{ id: 'c', function: { name: 'f', arguments: 'x'.repeat(600_000) } }] };
    expect(checkLimits({ messages: [call], max_tokens: 16 })).toMatchObject({ limit: 'input-characters', max: 524_288 });
    const tools = [{ type: 'function', function: { name: 'f', description: 'd'.repeat(600_000) } }];
    expect(checkLimits({ messages: [{ content: 'hi' }], tools, max_tokens: 16 })).toMatchObject({ limit: 'input-characters' });
  });
});
