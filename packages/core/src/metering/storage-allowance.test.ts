import { describe, expect, it } from 'vitest';
import { DEFAULT_FREE_STORAGE_GIB, includedStorageBytes } from './storage-allowance.js';

const GiB = 2 ** 30;

describe('includedStorageBytes', () => {
  it('gives a principal without a plan the free allowance', () => {
    expect(includedStorageBytes([], DEFAULT_FREE_STORAGE_GIB)).toBe(GiB);
    expect(includedStorageBytes([], 0)).toBe(0);
  });

  it("replaces the free allowance with the plan's", () => {
    expect(includedStorageBytes([20], 1)).toBe(20 * GiB);
  });

  it('takes the largest allowance of the plans current that day', () => {
    expect(includedStorageBytes([20, 250, 50], 1)).toBe(250 * GiB);
  });

  it('reads a malformed allowance as none rather than as a negative one', () => {
    expect(includedStorageBytes([-5], 1)).toBe(0);
    expect(includedStorageBytes([], -1)).toBe(0);
  });
});
