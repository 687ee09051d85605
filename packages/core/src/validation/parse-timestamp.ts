/**
 * Reads an ISO 8601 timestamp that has a time and an explicit offset (`Z` or `+09:00`) and
 * returns its epoch milliseconds, or undefined. The accepted form is exactly
 * `YYYY-MM-DDTHH:MM[:SS[.F{1,9}]](Z|±HH:MM)` with ASCII digits. Impossible dates such as
 * 2025-02-30 are refused rather than rolled over, so a typo never silently moves a deadline.
 *
 * Read character by character rather than with a regular expression: a calculator reads
 * hundreds of thousands of timestamps, and a match array with ten substrings per timestamp
 * was most of the cost (and of the garbage).
 */
export function parseTimestamp(text: string): number | undefined {
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0) return undefined;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':') return undefined;

  let at = 16;
  let second = 0;
  let millis = 0;
  if (text[at] === ':') {
    second = digitsAt(text, at + 1, 2);
    if (second < 0) return undefined;
    at += 3;
    if (text[at] === '.') {
      const fractionEnd = endOfDigits(text, at + 1);
      if (fractionEnd === at + 1 || fractionEnd > at + 10) return undefined;
      millis = Math.floor(Number(`0${text.slice(at, fractionEnd)}`) * 1000);
      at = fractionEnd;
    }
  }

  let offsetMinutes = 0;
  if (text[at] === 'Z') {
    at += 1;
  } else if (text[at] === '+' || text[at] === '-') {
    const offsetHours = digitsAt(text, at + 1, 2);
    const offsetMins = digitsAt(text, at + 4, 2);
    if (offsetHours < 0 || offsetMins < 0 || text[at + 3] !== ':' || offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = (text[at] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
    at += 6;
  } else {
    return undefined;
  }
  if (at !== text.length) return undefined;

  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  const days = daysSinceEpoch(year, month, day);
  return days * DAY_MS + hour * 3_600_000 + minute * 60_000 + second * 1000 + millis - offsetMinutes * 60_000;
}

/** Whether `value` is a timestamp parseTimestamp reads: RFC 3339 with an explicit offset. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && parseTimestamp(value) !== undefined;
}

/** The number written by `count` ASCII digits at `at`, or -1 when any of them is missing or not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48; // NaN past the end, which fails the test below
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The index just past the run of ASCII digits starting at `at`. */
function endOfDigits(text: string, at: number): number {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end;
}

const DAY_MS = 86_400_000;

/**
 * Days from 1970-01-01 to a date, as `Date.UTC` counts them (years 0 to 99 read as 1900 to 1999,
 * as `Date.UTC` does), by arithmetic (H. Hinnant's days_from_civil): `Date.UTC` is a call into
 * the runtime that cost more than the rest of the parse.
 */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = (year <= 99 ? 1900 + year : year) - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Gregorian month length by arithmetic: called for every timestamp, so no Date allocation. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}
