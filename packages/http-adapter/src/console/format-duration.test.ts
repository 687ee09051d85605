import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it('shows milliseconds under a second and seconds to the millisecond above', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1 s');
    expect(formatDuration(1750)).toBe('1.75 s');
    expect(formatDuration(1005)).toBe('1.005 s');
    expect(formatDuration(3_600_000)).toBe('3,600 s');
  });
});
