import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodeUnits, sortByCodeUnits } from './code-unit-order.js';

describe('compareCodeUnits', () => {
  it('orders by code unit, not by locale', () => {
    expect(['b', 'a', 'B', 'é', 'Z', 'a1', 'a'].sort(compareCodeUnits)).toEqual(['B', 'Z', 'a', 'a', 'a1', 'b', 'é']);
    expect(compareCodeUnits('x', 'x')).toBe(0);
  });
});

describe('sortByCodeUnits', () => {
  it('sorts like Array#sort with compareCodeUnits, short lists and long', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3, unit: fc.constantFrom('a', 'b', 'B', 'é', '1', '𝟘') }), { maxLength: 40 }), (list) => {
        expect(sortByCodeUnits([...list])).toEqual([...list].sort(compareCodeUnits));
      }),
    );
  });

  it('sorts in place and returns the list', () => {
    const list = ['b', 'a'];
    expect(sortByCodeUnits(list)).toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
