import { describe, expect, it } from 'vitest';
import { DEFENSIVE_ACTIONS, narrowDefensive } from './defensive.js';

describe('narrowDefensive', () => {
  it('replaces the named shared words, drops those set to null, and keeps the rest in order', () => {
    const narrowed = narrowDefensive({ 'protect\\w*': 'protect(?!ed by)\\w*', 'hunt\\w*': null });
    expect(narrowed).toContain('protect(?!ed by)\\w*');
    expect(narrowed).not.toContain('protect\\w*');
    expect(narrowed).not.toContain('hunt\\w*');
    expect(narrowed).toEqual(DEFENSIVE_ACTIONS.filter((term) => term !== 'hunt\\w*').map((term) => (term === 'protect\\w*' ? 'protect(?!ed by)\\w*' : term)));
  });

  // A rule names a shared word by its text: if the shared list rewrites it, the rule's narrowing
  // must fail loudly rather than quietly stop ("Windows Defender" would excuse malware again).
  it('refuses a word the shared list does not have', () => {
    expect(() => narrowDefensive({ 'defender\\w*': null })).toThrow(/defender/);
  });
});
