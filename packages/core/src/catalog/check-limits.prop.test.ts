import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimits } from './check-limits.js';

const small = { inputCharacters: 20, outputTokens: 10, toolsPerRequest: 3, turns: 4, partsPerRequest: 5, syncWaitSeconds: 1 };

describe('checkLimits (properties)', () => {
  it('is null exactly when every measure is within its ceiling, and otherwise reports a true excess', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 15 }),
        (texts, toolCount, maxTokens) => {
          const messages = texts.map((content) => ({ content }));
          const tools = Array.from({ length: toolCount }, () => ({}));
          const characters = texts.reduce((sum, t) => sum + [...t].length, 0);
          const within =
            characters <= small.inputCharacters && maxTokens <= small.outputTokens && toolCount <= small.toolsPerRequest && messages.length <= small.turns;
          const result = checkLimits({ messages, tools, max_tokens: maxTokens }, small);
          expect(result === null).toBe(within);
          if (result) expect(result.actual).toBeGreaterThan(result.max);
        },
      ),
    );
  });
});
