import { describe, expect, it } from 'vitest';
import { compareIds } from './compare-ids.js';

describe('compareIds', () => {
  it('orders by prefix, then number, then sub-technique number', () => {
    const ids = ['T1005', 'CWE-79', 'T1003.001', 'TA0001', 'T1003', 'CWE-9', 'M1017', 'T1003.010', 'T1003.002'];
    expect([...ids].sort(compareIds)).toEqual(['CWE-9', 'CWE-79', 'M1017', 'T1003', 'T1003.001', 'T1003.002', 'T1003.010', 'T1005', 'TA0001']);
  });

  it('falls back to plain string order for other shapes', () => {
    expect(['b', 'a'].sort(compareIds)).toEqual(['a', 'b']);
  });
});
