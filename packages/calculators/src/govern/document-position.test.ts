import { describe, expect, it } from 'vitest';
import { comparePositions, documentPosition, fieldName } from './document-position.js';

describe('documentPosition', () => {
  it('follows the input key order and puts missing keys last', () => {
    const input = { risks: [{ impact: 1, id: 'a' }], asOf: 'x' };
    expect(documentPosition(input, ['risks', 0, 'id'])).toEqual([0, 0, 1]);
    expect(documentPosition(input, ['asOf'])).toEqual([1]);
    expect(documentPosition(input, ['profile'])).toEqual([Number.MAX_SAFE_INTEGER]);
    expect(comparePositions(documentPosition(input, ['risks', 0, 'id']), documentPosition(input, ['asOf']))).toBeLessThan(0);
  });

  it('puts a parent before its child', () => {
    expect(comparePositions([1], [1, 0])).toBeLessThan(0);
    expect(comparePositions([1, 0], [1, 0])).toBe(0);
  });

  it('names a path with dots and brackets', () => {
    expect(fieldName(['suppliers', 2, 'contractClauses', 0])).toBe('suppliers[2].contractClauses[0]');
    expect(fieldName(['asOf'])).toBe('asOf');
  });
});
