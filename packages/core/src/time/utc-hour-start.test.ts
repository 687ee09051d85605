import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcHourStart } from './utc-hour-start.js';

describe('utcHourStart', () => {
  it('is the start of the hour', () => {
    expect(utcHourStart(Date.parse('2026-11-28T09:59:59.999Z'))).toBe(Date.parse('2026-11-28T09:00:00Z'));
    expect(utcHourStart(Date.parse('2026-11-28T10:00:00Z'))).toBe(Date.parse('2026-11-28T10:00:00Z'));
  });

  it('puts every instant in the hour starting at most an hour before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.parse('2200-01-01') }), (now) => {
        const start = utcHourStart(now);
        expect(start).toBeLessThanOrEqual(now);
        expect(now - start).toBeLessThan(3_600_000);
        expect(new Date(start).getUTCMinutes()).toBe(0);
      }),
    );
  });
});
