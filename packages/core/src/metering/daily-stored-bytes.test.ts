import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyStoredBytes } from './daily-stored-bytes.js';

describe('dailyStoredBytes', () => {
  it('averages the hourly samples, rounding up', () => {
    expect(dailyStoredBytes([100, 200, 300], 3)).toBe(200);
    expect(dailyStoredBytes([1, 2], 2)).toBe(2);
  });

  it('counts a sampled hour without a row as nothing stored', () => {
    // 24 hours sampled, stored only in the last 12: half a day's worth.
    expect(dailyStoredBytes(Array(12).fill(1_000), 24)).toBe(500);
  });

  it('is 0 for a day with no samples', () => {
    expect(dailyStoredBytes([], 0)).toBe(0);
    expect(dailyStoredBytes([], 24)).toBe(0);
  });

  it('never counts fewer hours than it has samples', () => {
    expect(dailyStoredBytes([10, 10], 1)).toBe(10);
  });

  it('lies between the smallest and the largest sample when every hour has one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 45 }), { minLength: 1, maxLength: 48 }), (samples) => {
        const day = dailyStoredBytes(samples, samples.length);
        expect(day).toBeGreaterThanOrEqual(Math.min(...samples));
        expect(day).toBeLessThanOrEqual(Math.max(...samples));
      }),
    );
  });
});
