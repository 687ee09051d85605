import { describe, expect, it } from 'vitest';
import { usageWindow } from './usage-window.js';

describe('usageWindow', () => {
  it('is the last 30 UTC days, today included, from midnight to the next midnight', () => {
    const now = Date.UTC(2026, 10, 28, 9, 47);
    const window = usageWindow(now);
    expect(window.days).toHaveLength(30);
    expect(window.days[0]).toBe('2026-10-30');
    expect(window.days[29]).toBe('2026-11-28');
    expect(window.fromMs).toBe(Date.UTC(2026, 9, 30));
    expect(window.toMs).toBe(Date.UTC(2026, 10, 29));
  });

  it('starts a new day exactly at UTC midnight', () => {
    expect(usageWindow(Date.UTC(2026, 0, 1) - 1, 1).days).toEqual(['2025-12-31']);
    expect(usageWindow(Date.UTC(2026, 0, 1), 1).days).toEqual(['2026-01-01']);
  });

  it('crosses month ends and leap days one calendar day at a time', () => {
    expect(usageWindow(Date.UTC(2028, 2, 1, 12), 3).days).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('refuses a window without days', () => {
    expect(() => usageWindow(0, 0)).toThrow(RangeError);
    expect(() => usageWindow(0, 1.5)).toThrow(RangeError);
  });
});
