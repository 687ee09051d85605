import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './parse-timestamp.js';

describe('parseTimestamp', () => {
  it('reads UTC and offset forms to the same instant', () => {
    expect(parseTimestamp('2025-06-05T16:30:00Z')).toBe(Date.UTC(2025, 5, 5, 16, 30));
    expect(parseTimestamp('2025-06-06T01:30:00+09:00')).toBe(Date.UTC(2025, 5, 5, 16, 30));
    expect(parseTimestamp('2025-06-05T12:30:00-04:00')).toBe(Date.UTC(2025, 5, 5, 16, 30));
    expect(parseTimestamp('2025-06-05T16:30:00.250Z')).toBe(Date.UTC(2025, 5, 5, 16, 30, 0, 250));
  });

  it('refuses dates without a time or an offset, and impossible dates', () => {
    for (const bad of ['2025-06-05', '2025-06-05T16:30:00', '2025-02-30T00:00:00Z', '2025-13-01T00:00:00Z', 'yesterday', '']) {
      expect(parseTimestamp(bad)).toBeUndefined();
    }
  });
});
