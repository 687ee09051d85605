import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCounts } from './check-counts.js';
import { MODEL_LIMITS } from './model-limits.js';

const part = { type: 'text', text: 'x' };
const user = (content: unknown) => ({ role: 'user', content });
const LIMITS = { ...MODEL_LIMITS, toolsPerRequest: 2, turns: 3, partsPerRequest: 4 };

describe('checkCounts', () => {
  it('passes a body within every count', () => {
    expect(checkCounts({ messages: [user([part, part]), { role: 'assistant', content: null, tool_calls: [{}, {}] }], tools: [{}, {}] }, LIMITS)).toBeNull();
  });

  it('names tools, then turns, then the parts of all messages together', () => {
    expect(checkCounts({ messages: [user('a')], tools: [{}, {}, {}] }, LIMITS)).toEqual({ limit: 'tools', max: 2, actual: 3 });
    expect(checkCounts({ messages: [user('a'), user('b'), user('c'), user('d')] }, LIMITS)).toEqual({ limit: 'turns', max: 3, actual: 4 });
    expect(checkCounts({ messages: [user([part, part, part]), { role: 'assistant', tool_calls: [{}, {}] }] }, LIMITS)).toEqual({
      limit: 'parts',
      max: 4,
      actual: 5,
    });
  });

  it('refuses 150,000 content parts in one message at the default limits', () => {
    expect(checkCounts({ model: 'shared-1', messages: [user(Array.from({ length: 150_000 }, () => part))] })).toEqual({
      limit: 'parts',
      max: MODEL_LIMITS.partsPerRequest,
      actual: 150_000,
    });
  });

  it('leaves any other shape to validation, never throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const exceeded = checkCounts(value, LIMITS);
        if (exceeded) expect(exceeded.actual).toBeGreaterThan(exceeded.max);
      }),
    );
    expect(checkCounts({ messages: 'not a list', tools: 7 }, LIMITS)).toBeNull();
  });
});
