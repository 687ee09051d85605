import { describe, expect, it } from 'vitest';
import { guardModelTurns } from './guard-model-turns.js';

describe('guardModelTurns', () => {
  it('passes system, tool and tool-description text as labelled user turns, alternating with the assistant', () => {
    const turns = guardModelTurns({
      tools: [{ type: 'function', function: { name: 'search', description: 'Search the web' } }],
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Find the CVE.' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"CVE"}' } }] },
        { role: 'tool', content: 'CVE-2024-3094' },
      ],
    });
    expect(turns).toEqual([
      { role: 'user', content: '[tools offered]\nsearch: Search the web\n\n[system]\nBe brief.\n\nFind the CVE.' },
      { role: 'assistant', content: 'search\n{"q":"CVE"}' },
      { role: 'user', content: '[tool result]\nCVE-2024-3094' },
    ]);
  });

  it('ends with the answer as the assistant turn, and starts with a user turn', () => {
    const turns = guardModelTurns({ messages: [{ role: 'assistant', content: 'Earlier.' }] }, { content: 'Now.', toolCalls: [] });
    expect(turns).toEqual([
      { role: 'user', content: '[the conversation begins with the assistant]' },
      { role: 'assistant', content: 'Earlier.\n\nNow.' },
    ]);
  });
});
