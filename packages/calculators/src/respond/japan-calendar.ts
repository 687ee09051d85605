// eslint-disable-next-line no-restricted-imports -- the one Node API left: date-holidays is CommonJS, loaded lazily (docs/architecture.md#the-pure-line)
import { createRequire } from 'node:module';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import type Holidays from 'date-holidays';

/** Japan time (UTC+9, no daylight saving). */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

/** Midnight, Japan time, of the Japan calendar date that contains the instant `ms`. */
export function japanDayOf(ms: number): TZDate {
  return startOfDay(new TZDate(ms, JAPAN_TIME_ZONE));
}

/** `YYYY-MM-DD` of a Japan day. */
export function japanDateText(day: TZDate): string {
  return format(day, 'yyyy-MM-dd');
}

/** The administrative year-end closure: 29 December to 3 January. */
export function inYearEndClosure(day: TZDate): boolean {
  const month = day.getMonth();
  const date = day.getDate();
  return (month === 11 && date >= 29) || (month === 0 && date <= 3);
}

let japaneseHolidays: Holidays | undefined;
const holidaysByYear = new Map<number, ReadonlyMap<string, string>>();

/**
 * The English name of the Japanese national holiday on this day (date-holidays, type
 * `public`, which includes substitute holidays such as "Greenery Day (substitute day)"),
 * or undefined. The year's table is built once and kept: the same input, the same answer.
 */
export function japaneseNationalHoliday(day: TZDate): string | undefined {
  return holidaysOf(day.getFullYear()).get(japanDateText(day));
}

function holidaysOf(year: number): ReadonlyMap<string, string> {
  let table = holidaysByYear.get(year);
  if (!table) {
    japaneseHolidays ??= new (loadHolidays())('JP', { languages: 'en', types: ['public'] });
    const built = new Map<string, string>();
    for (const holiday of japaneseHolidays.getHolidays(year, 'en')) {
      // `date` is the local (Japan) date as "YYYY-MM-DD hh:mm:ss".
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && !built.has(date)) built.set(date, holiday.name);
    }
    table = built;
    holidaysByYear.set(year, table);
  }
  return table;
}

/**
 * date-holidays carries every country's rules (about 0.1 s to load), and only an APPI deadline
 * needs them: loaded on first use, synchronously (its CommonJS build), so respond stays synchronous.
 */
function loadHolidays(): typeof Holidays {
  return createRequire(import.meta.url)('date-holidays') as typeof Holidays;
}
