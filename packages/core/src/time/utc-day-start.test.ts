import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcDayOf } from '../admission/free-tier-day.js';
import { utcDayBefore, utcDayStart } from './utc-day-start.js';

describe('utcDayStart', () => {
  it('is the UTC midnight that starts the day', () => {
    expect(utcDayStart('2026-11-28')).toBe(Date.parse('2026-11-28T00:00:00Z'));
  });

  it('refuses what is not a real day', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-01', '26-11-28', '2026-11-28T00:00:00Z', '', 'today']) {
      expect(utcDayStart(text)).toBeUndefined();
    }
  });

  it('is the start of the day every instant of it falls on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.parse('2200-01-01') }), (now) => {
        const start = utcDayStart(utcDayOf(now));
        expect(start).toBeLessThanOrEqual(now);
        expect(now - (start ?? 0)).toBeLessThan(86_400_000);
      }),
    );
  });
});

describe('utcDayBefore', () => {
  it('is the day before the one an instant falls in, across months and years', () => {
    expect(utcDayBefore(Date.parse('2026-11-28T00:00:00Z'))).toBe('2026-11-27');
    expect(utcDayBefore(Date.parse('2026-03-01T23:59:59.999Z'))).toBe('2026-02-28');
    expect(utcDayBefore(Date.parse('2027-01-01T08:00:00Z'))).toBe('2026-12-31');
  });
});
