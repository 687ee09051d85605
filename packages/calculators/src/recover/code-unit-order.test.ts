import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order.js';

describe('compareCodeUnits', () => {
  it('orders by code unit, not by locale', () => {
    expect(['b', 'a', 'B', 'é', 'Z', 'a1', 'a'].sort(compareCodeUnits)).toEqual(['B', 'Z', 'a', 'a', 'a1', 'b', 'é']);
    expect(compareCodeUnits('x', 'x')).toBe(0);
  });
});
