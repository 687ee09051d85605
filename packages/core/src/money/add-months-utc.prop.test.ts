import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc } from './add-months-utc.js';

// 1970 to 2200, in milliseconds.
const instant = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });

describe('addMonthsUtc properties', () => {
  it('moves the UTC month by exactly n, keeps the time of day, and clamps only when the day is missing', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 24 }), (t, n) => {
        const from = new Date(t);
        const to = new Date(addMonthsUtc(t, n));
        const months = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
        expect(months(to) - months(from)).toBe(n);
        expect(t % 86_400_000).toBe(addMonthsUtc(t, n) % 86_400_000);
        const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
        expect(to.getUTCDate()).toBe(Math.min(from.getUTCDate(), lastDay));
      }),
    );
  });
});
