import { describe, expect, it } from 'vitest';
import { jsonStringLeaves } from './json-string-leaves.js';

describe('jsonStringLeaves', () => {
  const value = { a: ['x', { b: 'y', n: 1 }], c: null, d: 'z' };

  it('reads the strings in document order, keys only when asked', () => {
    expect(jsonStringLeaves(value, false)).toEqual(['x', 'y', 'z']);
    expect(jsonStringLeaves(value, true)).toEqual(['a', 'x', 'b', 'y', 'n', 'c', 'd', 'z']);
  });

  it('walks 100,000 levels without running out of stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonStringLeaves(deep, false)).toEqual(['leaf']);
  });
});
