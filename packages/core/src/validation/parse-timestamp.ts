const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Reads an ISO 8601 timestamp that has a time and an explicit offset (`Z` or `+09:00`) and
 * returns its epoch milliseconds, or undefined. Impossible dates such as 2025-02-30 are refused
 * rather than rolled over, so a typo never silently moves a deadline.
 */
export function parseTimestamp(text: string): number | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac, , oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const offsetMinutes = oh === undefined ? 0 : (text[text.length - 6] === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const millis = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && parseTimestamp(value) !== undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Gregorian month length by arithmetic: called for every timestamp, so no Date allocation. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}
