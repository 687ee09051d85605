import { describe, expect, it } from 'vitest';
import { recoverNotes } from './recover-notes.js';

describe('recoverNotes', () => {
  it('always says waves are an order, not a schedule', () => {
    const notes = recoverNotes({ immutableWarning: false, datedAfterAsOf: false });
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(/order of restoration by dependency, not a schedule/);
  });

  it('adds the disclaimers that apply', () => {
    const notes = recoverNotes({ immutableWarning: true, datedAfterAsOf: true });
    expect(notes).toHaveLength(5);
    expect(notes[3]).toMatch(/warn on immutable is advisory/);
    expect(notes[4]).toMatch(/after asOf .* counted as absent/);
  });
});
