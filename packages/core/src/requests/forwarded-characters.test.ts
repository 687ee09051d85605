import { describe, expect, it } from 'vitest';
import { forwardedCharacters } from './forwarded-characters.js';

describe('forwardedCharacters', () => {
  it('counts message contents as code points without separators', () => {
    expect(forwardedCharacters({ messages: [{ content: 'ab' }, { content: [{ type: 'text', text: 'cd' }] }] })).toBe(4);
    expect(forwardedCharacters({ messages: [{ content: '\u{1F512}x' }] })).toBe(2);
    expect(forwardedCharacters({ messages: [{ content: '\uD800x' }] })).toBe(2); // a lone surrogate still counts once
    expect(forwardedCharacters({ messages: [{ content: '日本語' }] })).toBe(3);
  });

  it('counts tool-call arguments, names, ids and refusals the model is sent', () => {
    const messages = [
      { role: 'assistant', content: null, refusal: 'no', tool_calls: [{ id: 'c1', function: { name: 'run', arguments: 'x'.repeat(2_000_000) } }] },
      { role: 'tool', tool_call_id: 'c1', name: 'run', content: [{ type: 'refusal', refusal: 'abc' }] },
    ];
    expect(forwardedCharacters({ messages })).toBe(2 + 3 + 2_000_000 + 2 + 3 + 3);
  });

  it('counts every string of the tools and the other forwarded fields, keys included', () => {
    const tools = [{ type: 'function', function: { name: 'f', description: 'd'.repeat(3_000_000) } }];
    const counted = forwardedCharacters({ messages: [], tools, stop: ['END'], user: 'u1' });
    expect(counted).toBe('type'.length + 'function'.length + 'function'.length + 'name'.length + 1 + 'description'.length + 3_000_000 + 3 + 2);
  });

  it('does not count media: an image is not prompt text', () => {
    const image = { type: 'image_url', image_url: { url: `data:image/png;base64,${'A'.repeat(100_000)}` } };
    expect(forwardedCharacters({ messages: [{ content: [image, { type: 'text', text: 'what is this?' }] }] })).toBe(13);
  });
});
