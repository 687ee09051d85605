import { describe, expect, it } from 'vitest';
import { contentTexts, messagesText } from './message-text.js';

describe('message text', () => {
  it('reads strings and the text parts of arrays, nothing else', () => {
    expect(contentTexts('abc')).toEqual(['abc']);
    expect(
      contentTexts([
        { type: 'text', text: 'a' },
        { type: 'image_url', image_url: { url: 'u' } },
        { type: 'text', text: 'b' },
      ]),
    ).toEqual(['a', 'b']);
    expect(contentTexts(null)).toEqual([]);
    expect(contentTexts(undefined)).toEqual([]);
    expect(contentTexts([{ type: 'refusal', refusal: 'no' }, 'loose string', null])).toEqual([]);
  });

  it('joins all message text with line breaks for the guardrails', () => {
    const messages = [
      { content: 'system rules' },
      { content: null },
      {
        content: [
          { type: 'text', text: 'part 1' },
          { type: 'text', text: 'part 2' },
        ],
      },
    ];
    expect(messagesText(messages)).toBe('system rules\npart 1\npart 2');
  });
});
