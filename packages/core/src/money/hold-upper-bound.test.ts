import { describe, expect, it } from 'vitest';
import { holdUpperBound, requestInputBytes } from './hold-upper-bound.js';

describe('holdUpperBound', () => {
  it('prices every input byte as an uncached token and every allowed output token', () => {
    // 5 bytes * 900 = 4,500 nano-USD; 100 * 4,500 = 450,000; total 454,500 nano-USD -> 455 micro-USD.
    expect(holdUpperBound({ messages: [{ content: 'hello' }], max_tokens: 100 })).toBe(455);
    // 32,768 output tokens alone: 147,456,000 nano-USD = 147,456 micro-USD.
    expect(holdUpperBound({ messages: [], max_tokens: 32_768 })).toBe(147_456);
    expect(holdUpperBound({ messages: [{ content: null }], max_tokens: 0 })).toBe(0);
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 'é' 2 + '€' 3 + '😀' 4 = 9 bytes * 900 = 8,100 nano-USD -> 9 micro-USD (8.1 rounded up).
    expect(requestInputBytes({ messages: [{ content: 'é€😀' }] })).toBe(9);
    expect(holdUpperBound({ messages: [{ content: 'é€😀' }], max_tokens: 0 })).toBe(9);
  });

  it('sums every message, system and tool results included', () => {
    const messages = [{ content: 'You review code.' }, { content: 'Is this safe?' }, { content: 'ok' }];
    expect(requestInputBytes({ messages })).toBe(16 + 13 + 2);
  });

  it('counts text parts as their text and other parts as their JSON', () => {
    const image = { type: 'image_url', image_url: { url: 'x' } };
    const json = '{"type":"image_url","image_url":{"url":"x"}}';
    expect(json.length).toBe(44);
    expect(requestInputBytes({ messages: [{ content: [{ type: 'text', text: 'abc' }, image] }] })).toBe(3 + 44);
    expect(requestInputBytes({ messages: [{ content: [{ type: 'text', text: 'é😀' }] }] })).toBe(2 + 4);
    // An image part with non-ASCII in its JSON: '{"type":"image_url","image_url":{"url":"é"}}' is 44 characters, 45 bytes.
    expect(requestInputBytes({ messages: [{ content: [{ type: 'image_url', image_url: { url: 'é' } }] }] })).toBe(45);
    // A message without content (an assistant turn that only called tools) counts nothing.
    expect(requestInputBytes({ messages: [{}, { content: undefined }, { content: [] }] })).toBe(0);
  });

  it('counts each tool definition as its JSON text', () => {
    const tool = { type: 'function', function: { name: 'f' } };
    expect('{"type":"function","function":{"name":"f"}}'.length).toBe(43);
    expect(requestInputBytes({ messages: [], tools: [tool, tool] })).toBe(86);
    // 'é' is 2 bytes in a tool's JSON too.
    expect(requestInputBytes({ messages: [], tools: [{ name: 'é' }] })).toBe('{"name":"x"}'.length + 1);
    // 86 * 900 = 77,400 nano-USD + 10 * 4,500 = 45,000 -> 122,400 nano-USD = 122.4 -> 123 micro-USD.
    expect(holdUpperBound({ messages: [], tools: [tool, tool], max_tokens: 10 })).toBe(123);
  });

  it('counts content of an unexpected shape as its JSON', () => {
    expect(requestInputBytes({ messages: [{ content: { text: 'hi' } }] })).toBe('{"text":"hi"}'.length);
    expect(requestInputBytes({ messages: [{ content: 42 }] })).toBe(2);
  });
});
