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

describe('parseTimestamp at the edges of the calendar', () => {
  it('counts days as Date.UTC does, two-digit years and leap days included', () => {
    for (const [text, expected] of [
      ['1970-01-01T00:00:00Z', 0],
      ['1969-12-31T23:59:59.999Z', -1],
      ['2000-02-29T12:00:00Z', Date.UTC(2000, 1, 29, 12)],
      ['2024-12-31T23:59:59+14:00', Date.UTC(2024, 11, 31, 9, 59, 59)],
      ['0000-02-29T00:00:00Z', Date.UTC(0, 1, 29)],
      ['0099-03-01T00:00:00Z', Date.UTC(99, 2, 1)],
      ['0100-01-01T00:00:00Z', Date.UTC(100, 0, 1)],
      ['9999-12-31T23:59:59.999999999Z', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    ] as const) {
      expect(parseTimestamp(text)).toBe(expected);
    }
  });
});
