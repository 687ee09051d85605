import { describe, expect, it } from 'vitest';
import { DEFENSIVE_ACTIONS, narrowDefensive } from './defensive.js';
import { narrowTerms } from './narrow-terms.js';

describe('narrowTerms', () => {
  it('replaces the named words, drops those set to null, and keeps the rest in order', () => {
    expect(narrowTerms(['detect\\w*', 'protect\\w*', 'hunt\\w*'], { 'protect\\w*': 'protect(?!ed by)\\w*', 'hunt\\w*': null })).toEqual([
      'detect\\w*',
      'protect(?!ed by)\\w*',
    ]);
  });

  // A rule names a shared word by its text: if the shared list rewrites it, the rule's narrowing
  // must fail loudly rather than quietly stop ("Windows Defender" would excuse malware again).
  it('refuses a word the list does not have', () => {
    expect(() => narrowTerms(['detect\\w*'], { 'defender\\w*': null })).toThrow(/defender/);
  });
});

describe('narrowDefensive', () => {
  it('narrows the shared defensive words', () => {
    const narrowed = narrowDefensive({ 'protect\\w*': 'protect(?!ed by)\\w*', 'hunt\\w*': null });
    expect(narrowed).toEqual(DEFENSIVE_ACTIONS.filter((term) => term !== 'hunt\\w*').map((term) => (term === 'protect\\w*' ? 'protect(?!ed by)\\w*' : term)));
    expect(() => narrowDefensive({ 'defender\\w*': null })).toThrow(/defender/);
  });
});
