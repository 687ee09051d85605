import { describe, expect, it } from 'vitest';
import { SECRET_KINDS, isSecretKind, redactionMarker, sumSecretCounts } from './secret-kinds.js';

describe('secret kinds', () => {
  it('are kebab-case and unique', () => {
    expect(new Set(SECRET_KINDS).size).toBe(SECRET_KINDS.length);
    for (const kind of SECRET_KINDS) expect(kind).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('sums counts, dropping kinds never seen', () => {
    expect(sumSecretCounts([{ 'github-token': 1 }, {}, { 'github-token': 2, 'private-key': 1 }])).toEqual({
      'private-key': 1,
      'github-token': 3,
    });
    expect(sumSecretCounts([])).toEqual({});
    // More counts than a call's arguments can hold (a request with 150,000 content parts).
    expect(sumSecretCounts(Array.from({ length: 300_000 }, () => ({ 'github-token': 1 })))).toEqual({ 'github-token': 300_000 });
  });

  it('names the kind in the marker', () => {
    expect(redactionMarker('openai-key')).toBe('[REDACTED:openai-key]');
    expect(isSecretKind('openai-key')).toBe(true);
    expect(isSecretKind('password')).toBe(false);
  });
});
