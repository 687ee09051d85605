import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeFromWindow, type RateWindow } from './take-from-window.js';

const MINUTE = 60_000;

describe('takeFromWindow (properties)', () => {
  it('admits at most `limit` per minute for any sequence of takes and costs, and says when to retry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * MINUTE }), fc.integer({ min: 1, max: 5 })), { maxLength: 80 }),
        (limit, takes) => {
          let window: RateWindow | undefined;
          const admitted = new Map<number, number>();
          for (const [now, cost] of [...takes].sort((a, b) => a[0] - b[0])) {
            const taken = takeFromWindow(window, now, limit, cost);
            window = taken.window;
            const minute = Math.floor(now / MINUTE);
            if (taken.allowed) admitted.set(minute, (admitted.get(minute) ?? 0) + cost);
            else {
              expect(taken.retryAfterSeconds).toBeGreaterThanOrEqual(1);
              expect(now + taken.retryAfterSeconds * 1000).toBeGreaterThanOrEqual((minute + 1) * MINUTE);
            }
          }
          for (const used of admitted.values()) expect(used).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('takes nothing when it refuses, and starts over in the next minute', () => {
    const full = { start: 0, used: 3 };
    expect(takeFromWindow(full, 59_500, 3)).toEqual({ allowed: false, window: full, retryAfterSeconds: 1 });
    expect(takeFromWindow(full, 60_000, 3, 2)).toEqual({ allowed: true, window: { start: 60_000, used: 2 } });
    expect(takeFromWindow({ start: 0, used: 1 }, 10, 3, 3).allowed).toBe(false);
  });
});
