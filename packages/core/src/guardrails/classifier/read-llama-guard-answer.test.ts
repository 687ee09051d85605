import { describe, expect, it } from 'vitest';
import { readLlamaGuardAnswer } from './read-llama-guard-answer.js';

describe('readLlamaGuardAnswer', () => {
  it('reads safe, and unsafe with its category codes', () => {
    expect(readLlamaGuardAnswer('safe')).toEqual({ kind: 'verdict', unsafe: false, hazards: [] });
    expect(readLlamaGuardAnswer('\n\nunsafe\nS1,S10')).toEqual({ kind: 'verdict', unsafe: true, hazards: ['S1', 'S10'] });
    expect(readLlamaGuardAnswer('unsafe\nS9')).toEqual({ kind: 'verdict', unsafe: true, hazards: ['S9'] });
  });

  it('treats any other answer as no verdict', () => {
    for (const text of ['', 'unsafe', 'unsafe\nS15', 'I cannot help with that.', 'safe\nS1', 'unsafe\nviolent crimes']) {
      expect(readLlamaGuardAnswer(text).kind, text).toBe('unavailable');
    }
  });
});
