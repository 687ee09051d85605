import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.js';

describe('formatBytes', () => {
  it('reads bytes in binary units, to two decimals at most', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1024)).toBe('1 KiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(3_758_096_384)).toBe('3.5 GiB');
    expect(formatBytes(20 * 2 ** 30)).toBe('20 GiB');
    expect(formatBytes(2 ** 50)).toBe('1024 TiB');
  });
});
