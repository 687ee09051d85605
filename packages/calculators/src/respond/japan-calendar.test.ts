import { describe, expect, it } from 'vitest';
import { inYearEndClosure, japanDateText, japanDayOf, japaneseNationalHoliday } from './japan-calendar.js';

const day = (iso: string) => japanDayOf(Date.parse(iso));

describe('Japan calendar', () => {
  it('takes the calendar date in Japan time', () => {
    expect(japanDateText(day('2025-06-05T14:59:59.999Z'))).toBe('2025-06-05');
    expect(japanDateText(day('2025-06-05T15:00:00Z'))).toBe('2025-06-06');
    expect(day('2025-06-05T16:30:00Z').toISOString()).toBe('2025-06-06T00:00:00.000+09:00');
  });

  it('names national holidays, substitute holidays included, and nothing else', () => {
    expect(japaneseNationalHoliday(day('2025-05-06T00:00:00+09:00'))).toBe('Greenery Day (substitute day)');
    expect(japaneseNationalHoliday(day('2025-07-21T00:00:00+09:00'))).toBe('Marine Day');
    expect(japaneseNationalHoliday(day('2026-01-01T00:00:00+09:00'))).toBe("New Year's Day");
    // Bank holidays (2 January) and observances (25 December) are not national holidays.
    expect(japaneseNationalHoliday(day('2026-01-02T00:00:00+09:00'))).toBeUndefined();
    expect(japaneseNationalHoliday(day('2025-12-25T00:00:00+09:00'))).toBeUndefined();
    expect(japaneseNationalHoliday(day('2025-07-22T00:00:00+09:00'))).toBeUndefined();
  });

  it('knows the 29 December to 3 January closure', () => {
    expect(inYearEndClosure(day('2025-12-28T12:00:00+09:00'))).toBe(false);
    expect(inYearEndClosure(day('2025-12-29T00:00:00+09:00'))).toBe(true);
    expect(inYearEndClosure(day('2026-01-03T23:59:00+09:00'))).toBe(true);
    expect(inYearEndClosure(day('2026-01-04T00:00:00+09:00'))).toBe(false);
  });
});
