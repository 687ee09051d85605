import { describe, expect, it } from 'vitest';
import { appiFinalNote } from './appi-notifications.js';
import { appiFinalDeadline, appiGuidelineDeadline, appiReportingPeriod } from './appi-final-deadline.js';

describe('appiFinalDeadline', () => {
  it('counts from the Japan calendar date and rolls a weekend over (across the date line)', () => {
    // 2025-06-05T16:30Z is 2025-06-06 01:30 in Japan (UTC+9), a Friday: day 1 = 6 June.
    // Day 1 + 29 = 5 July 2025, a Saturday -> Sunday 6 July -> Monday 7 July.
    // 7 July 23:59:59.999 JST = 7 July 14:59:59.999Z.
    expect(appiFinalDeadline('2025-06-05T16:30:00Z', false)).toBe('2025-07-07T14:59:59.999Z');
    expect(appiFinalDeadline('2025-06-06T01:30:00+09:00', false)).toBe('2025-07-07T14:59:59.999Z');
    // One and a half hours earlier it is still 5 June in Japan (Thursday 23:59:59 JST): day 1 = 5 June,
    // + 29 = Friday 4 July, a weekday -> 4 July 14:59:59.999Z.
    expect(appiFinalDeadline('2025-06-05T14:59:59Z', false)).toBe('2025-07-04T14:59:59.999Z');
    expect(appiFinalDeadline('2025-06-05T15:00:00Z', false)).toBe('2025-07-07T14:59:59.999Z');
  });

  it('gives 60 days when personal data may have been obtained for an unauthorized purpose', () => {
    // Day 1 = 6 June; + 59 = 4 August 2025, a Monday.
    const period = appiReportingPeriod('2025-06-05T16:30:00Z', true);
    expect(period).toEqual({
      firstDay: '2025-06-06',
      periodDays: 60,
      nominalLastDay: '2025-08-04',
      lastDay: '2025-08-04',
      deadline: '2025-08-04T14:59:59.999Z',
      skipped: [],
    });
    // Day 1 = 7 June (Sat, JST); + 59 = 5 August (Tue).
    expect(appiFinalDeadline('2025-06-07T00:00:00+09:00', true)).toBe('2025-08-05T14:59:59.999Z');
  });

  it('reports the skipped weekend days', () => {
    expect(appiReportingPeriod('2025-06-05T16:30:00Z', false).skipped).toEqual([
      { date: '2025-07-05', reason: 'saturday' },
      { date: '2025-07-06', reason: 'sunday' },
    ]);
  });

  it('accepts epoch milliseconds and refuses anything that is not a timestamp', () => {
    expect(appiFinalDeadline(Date.UTC(2025, 5, 5, 16, 30), false)).toBe('2025-07-07T14:59:59.999Z');
    expect(() => appiFinalDeadline('2025-06-05', false)).toThrow(RangeError);
    expect(() => appiFinalDeadline(Number.NaN, false)).toThrow(RangeError);
  });
});

describe('appiGuidelineDeadline', () => {
  it('also skips national holidays: Golden Week 2025', () => {
    // Day 1 = Friday 4 April 2025; + 29 = Saturday 3 May (Constitution Day).
    // Weekends only: Sat 3 -> Sun 4 -> Monday 5 May (Children's Day, not skipped).
    const aware = '2025-04-04T10:00:00+09:00';
    expect(appiFinalDeadline(aware, false)).toBe('2025-05-05T14:59:59.999Z');
    // Guideline: 5 May Children's Day, 6 May substitute holiday for Greenery Day -> Wednesday 7 May.
    expect(appiGuidelineDeadline(aware, false)).toBe('2025-05-07T14:59:59.999Z');
    expect(appiReportingPeriod(aware, false, 'guideline').skipped).toEqual([
      { date: '2025-05-03', reason: 'saturday', holiday: 'Constitution Day' },
      { date: '2025-05-04', reason: 'sunday', holiday: 'Greenery Day' },
      { date: '2025-05-05', reason: 'national-holiday', holiday: "Children's Day" },
      { date: '2025-05-06', reason: 'national-holiday', holiday: 'Greenery Day (substitute day)' },
    ]);
  });

  it('also skips a Monday holiday: Marine Day 2025', () => {
    // Day 1 = Sunday 22 June 2025; + 29 = Monday 21 July, Marine Day.
    const aware = '2025-06-22T09:00:00+09:00';
    expect(appiFinalDeadline(aware, false)).toBe('2025-07-21T14:59:59.999Z');
    expect(appiGuidelineDeadline(aware, false)).toBe('2025-07-22T14:59:59.999Z');
  });

  it('also skips the 29 December to 3 January closure', () => {
    // Day 1 = Sunday 30 November 2025; + 29 = Monday 29 December.
    // Guideline: 29-31 Dec closure, 1 Jan New Year's Day, 2 Jan closure, 3-4 Jan weekend -> Monday 5 January 2026.
    const aware = '2025-11-30T12:00:00+09:00';
    expect(appiFinalDeadline(aware, false)).toBe('2025-12-29T14:59:59.999Z');
    expect(appiGuidelineDeadline(aware, false)).toBe('2026-01-05T14:59:59.999Z');
  });

  it('equals the weekends-only deadline when no holiday is in the way', () => {
    expect(appiGuidelineDeadline('2025-06-05T16:30:00Z', false)).toBe(appiFinalDeadline('2025-06-05T16:30:00Z', false));
  });
});

describe('appiFinalNote', () => {
  it('always says it rolls over weekends only', () => {
    expect(appiFinalNote('2025-06-05T16:30:00Z', false)).toBe('Rolls over weekends only, not public holidays.');
  });

  it('names the later guideline day and the holidays when they differ', () => {
    const note = appiFinalNote('2025-04-04T10:00:00+09:00', false);
    expect(note.startsWith('Rolls over weekends only, not public holidays. ')).toBe(true);
    expect(note).toContain('2025-05-07');
    expect(note).toContain("2025-05-05 is a national holiday (Children's Day)");
    expect(note).toContain('2025-05-06 is a national holiday (Greenery Day (substitute day))');
    expect(appiFinalNote('2025-06-22T09:00:00+09:00', false)).toContain(
      '2025-07-22 (deadline 2025-07-22T14:59:59.999Z) because 2025-07-21 is a national holiday (Marine Day)',
    );
    const yearEnd = appiFinalNote('2025-11-30T12:00:00+09:00', false);
    expect(yearEnd).toContain('2026-01-05');
    expect(yearEnd).toContain("2026-01-01 is a national holiday (New Year's Day)");
    expect(yearEnd).toContain('2025-12-29 falls in the year-end closure');
  });
});
