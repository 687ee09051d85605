import { describe, expect, it } from 'vitest';
import { firstRepeat } from './find-duplicate.js';

describe('firstRepeat', () => {
  it('finds the index of the first item repeating an earlier key', () => {
    expect(firstRepeat(['a', 'b', 'c', 'b', 'a'], (x) => x)).toBe(3);
    expect(firstRepeat([{ id: 'x' }, { id: 'y' }], (x) => x.id)).toBe(-1);
    expect(firstRepeat([], (x: string) => x)).toBe(-1);
  });
});
