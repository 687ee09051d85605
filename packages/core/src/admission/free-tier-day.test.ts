import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, utcDayOf } from './free-tier-day.js';

const NOW = Date.UTC(2025, 5, 5, 23, 59, 59, 999);

describe('nextUtcMidnight', () => {
  it('is the next UTC midnight, strictly after now', () => {
    expect(nextUtcMidnight(NOW)).toBe(Date.UTC(2025, 5, 6));
    expect(nextUtcMidnight(Date.UTC(2025, 5, 6))).toBe(Date.UTC(2025, 5, 7));
    expect(nextUtcMidnight(Date.UTC(2024, 11, 31, 12))).toBe(Date.UTC(2025, 0, 1));
  });
});

describe('utcDayOf', () => {
  it('is the UTC calendar day, whatever the local time zone', () => {
    expect(utcDayOf(NOW)).toBe('2025-06-05');
    expect(utcDayOf(Date.UTC(2025, 5, 6))).toBe('2025-06-06');
    expect(utcDayOf(Date.UTC(2024, 11, 31, 23, 30))).toBe('2024-12-31');
  });

  it('changes exactly at nextUtcMidnight', () => {
    expect(utcDayOf(nextUtcMidnight(NOW) - 1)).toBe(utcDayOf(NOW));
    expect(utcDayOf(nextUtcMidnight(NOW))).not.toBe(utcDayOf(NOW));
  });
});
