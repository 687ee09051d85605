import { describe, expect, it } from 'vitest';
import { readStixBundle } from './read-stix-bundle.js';

describe('readStixBundle', () => {
  it('answers the objects of a bundle, dropping entries without a type and id', () => {
    const result = readStixBundle({ type: 'bundle', id: 'bundle--1', objects: [{ type: 'x', id: 'x--1' }, 3, null, { type: 'y' }] });
    expect(result).toEqual({ ok: true, value: [{ type: 'x', id: 'x--1' }] });
  });

  it('refuses anything that is not a bundle', () => {
    for (const value of [null, [], 'bundle', { type: 'bundle' }, { type: 'report', objects: [] }]) {
      const result = readStixBundle(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.reason).toBe('not-a-bundle');
    }
  });
});
