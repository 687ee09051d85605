import { describe, expect, it } from 'vitest';
import { readModerationResult } from './read-moderation-result.js';

const categories = (on: string[]) =>
  Object.fromEntries(
    ['harassment', 'hate', 'illicit', 'illicit/violent', 'self-harm', 'sexual', 'sexual/minors', 'violence'].map((name) => [name, on.includes(name)]),
  );

describe('readModerationResult', () => {
  it('maps flagged categories onto hazards', () => {
    const body = {
      id: 'modr-1',
      model: 'omni-moderation-latest',
      results: [{ flagged: true, categories: categories(['illicit/violent', 'violence']), category_scores: {} }],
    };
    expect(readModerationResult(body)).toEqual({ kind: 'verdict', unsafe: true, hazards: ['S9', 'S1'] });
  });

  it('is safe when nothing is flagged, and no verdict when the shape is wrong', () => {
    expect(readModerationResult({ results: [{ flagged: false, categories: categories([]) }] })).toEqual({ kind: 'verdict', unsafe: false, hazards: [] });
    expect(readModerationResult({}).kind).toBe('unavailable');
    expect(readModerationResult({ results: [{ flagged: 'yes', categories: {} }] }).kind).toBe('unavailable');
  });
});
