import { describe, expect, it } from 'vitest';
import { addMonthsUtc } from './add-months-utc.js';

const utc = Date.UTC;

describe('addMonthsUtc', () => {
  it('keeps the UTC day and time of day', () => {
    expect(addMonthsUtc(utc(2025, 5, 15, 9, 30), 12)).toBe(utc(2026, 5, 15, 9, 30));
    expect(addMonthsUtc(utc(2025, 11, 1), 1)).toBe(utc(2026, 0, 1));
    expect(addMonthsUtc(utc(2025, 5, 15, 9, 30, 12, 345), 0)).toBe(utc(2025, 5, 15, 9, 30, 12, 345));
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonthsUtc(utc(2025, 0, 31, 10), 1)).toBe(utc(2025, 1, 28, 10)); // 31 Jan -> 28 Feb
    expect(addMonthsUtc(utc(2024, 0, 31, 10), 1)).toBe(utc(2024, 1, 29, 10)); // leap year: 29 Feb
    expect(addMonthsUtc(utc(2025, 2, 31), 1)).toBe(utc(2025, 3, 30)); // 31 Mar -> 30 Apr
    expect(addMonthsUtc(utc(2024, 1, 29), 12)).toBe(utc(2025, 1, 28)); // 29 Feb 2024 -> 28 Feb 2025
  });

  it('uses the UTC date even where the local date differs', () => {
    // 23:30 UTC on 30 Jan is already 31 Jan in Tokyo; 02:00 UTC on 1 Mar is still 28 Feb in New York.
    expect(addMonthsUtc(utc(2025, 0, 30, 23, 30), 1)).toBe(utc(2025, 1, 28, 23, 30));
    expect(addMonthsUtc(utc(2025, 2, 1, 2), 1)).toBe(utc(2025, 3, 1, 2));
    // Across a daylight-saving change in many zones (9 Mar 2025 in the US, 30 Mar in Europe).
    expect(addMonthsUtc(utc(2025, 1, 9, 7, 30), 1)).toBe(utc(2025, 2, 9, 7, 30));
    expect(addMonthsUtc(utc(2025, 1, 28, 1, 30), 1)).toBe(utc(2025, 2, 28, 1, 30));
    expect(addMonthsUtc(utc(2025, 9, 26, 1, 30), 12)).toBe(utc(2026, 9, 26, 1, 30));
  });

  it('handles instants before 1970 and years below 100', () => {
    expect(addMonthsUtc(utc(1969, 11, 31, 23, 59), 2)).toBe(utc(1970, 1, 28, 23, 59));
    const year50 = new Date(0);
    year50.setUTCFullYear(50, 0, 31);
    const expected = new Date(0);
    expected.setUTCFullYear(50, 1, 28);
    expect(addMonthsUtc(year50.getTime(), 1)).toBe(expected.getTime());
  });
});
