import { describe, expect, it } from 'vitest';
import { modelVisibleText } from './model-visible-text.js';

describe('modelVisibleText', () => {
  it('reads every turn, refusals, earlier tool calls and tool descriptions', () => {
    const text = modelVisibleText({
      messages: [
        { content: 'system rules' },
        {
          content: [
            { type: 'text', text: 'part 1' },
            { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          ],
        },
        { content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"first","opts":{"more":["second"]}}' } }] },
        { content: 'tool result' },
        { content: [{ type: 'refusal', refusal: 'no' }], refusal: 'still no' },
      ],
      tools: [
        {
          type: 'function',
          function: {
            name: 'search',
            description: 'Search the web',
            parameters: { type: 'object', properties: { q: { type: 'string', description: 'the query' } } },
          },
        },
      ],
    });
    expect(text.split('\n')).toEqual(['system rules', 'part 1', 'first', 'second', 'tool result', 'no', 'still no', 'Search the web', 'the query']);
  });

  it('keeps arguments that are not JSON as they are', () => {
    const text = modelVisibleText({
      messages: [{ content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: 'not json' } }] }],
    });
    expect(text).toBe('not json');
  });
});
