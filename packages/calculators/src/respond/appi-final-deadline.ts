import { parseTimestamp } from '@secgate/core';
import type { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { inYearEndClosure, japanDateText, japanDayOf, japaneseNationalHoliday } from './japan-calendar.js';

/**
 * Which days the last day of the period rolls over: `weekends` (Saturday, Sunday), as the
 * answer does; or `guideline`, which also skips Japanese national holidays and the
 * 29 December to 3 January closure (PPC General Rules guideline 3-5-3-4).
 */
export type AppiCalendar = 'weekends' | 'guideline';

/** A day the APPI final-report period's last day rolled over, and why. */
export interface AppiSkippedDay {
  /** Japan calendar date, `YYYY-MM-DD`. */
  date: string;
  reason: 'saturday' | 'sunday' | 'national-holiday' | 'year-end-closure';
  /** The holiday's name when the day is a national holiday (also on a weekend). */
  holiday?: string;
}

/**
 * The APPI final-report period worked out: day 1, the nominal and actual last day, the deadline, the days skipped.
 */
export interface AppiReportingPeriod {
  /** Day 1: the Japan calendar date of awareAt. */
  firstDay: string;
  /** 30 days, or 60 when personal data may have been obtained for an unauthorized purpose. */
  periodDays: 30 | 60;
  /** Day 1 + 29 (or + 59), before any rollover. */
  nominalLastDay: string;
  /** The last day after rolling over the skipped days. */
  lastDay: string;
  /** 23:59:59.999 Japan time of the last day, in `toISOString()` form. */
  deadline: string;
  /** The days rolled over, in order. */
  skipped: AppiSkippedDay[];
}

/**
 * The APPI final-report period (APPI Art. 26(1), Enforcement Rules Art. 8(2)). `awareAt` is a
 * timestamp with an explicit offset or epoch milliseconds; anything else throws RangeError.
 */
export function appiReportingPeriod(awareAt: string | number, unauthorizedPurpose: boolean, calendar: AppiCalendar = 'weekends'): AppiReportingPeriod {
  const first = japanDayOf(toEpochMs(awareAt));
  const periodDays = unauthorizedPurpose ? 60 : 30;
  const nominal = addDays(first, periodDays - 1);
  const skipped: AppiSkippedDay[] = [];
  let last = nominal;
  for (let why = skipReason(last, calendar); why; why = skipReason(last, calendar)) {
    skipped.push(why);
    last = addDays(last, 1);
  }
  return {
    firstDay: japanDateText(first),
    periodDays,
    nominalLastDay: japanDateText(nominal),
    lastDay: japanDateText(last),
    deadline: new Date(endOfDay(last).getTime()).toISOString(),
    skipped,
  };
}

/**
 * The APPI final-report deadline as the answer gives it: 30 days (60 when the leak was for an
 * unauthorized purpose) counted in Japan time, the last day rolled over weekends only, ending at
 * 23:59:59.999 Japan time. `awareAt` is a timestamp with an explicit offset or epoch milliseconds.
 *
 * @example
 * import { appiFinalDeadline } from '@secgate/calculators';
 *
 * // Day 30 from 6 June 2025 (Japan time) is Saturday 5 July, rolled to Monday 7 July:
 * appiFinalDeadline('2025-06-05T16:30:00Z', false);
 * //=> '2025-07-07T14:59:59.999Z'
 */
export function appiFinalDeadline(awareAt: string | number, unauthorizedPurpose: boolean): string {
  return appiReportingPeriod(awareAt, unauthorizedPurpose, 'weekends').deadline;
}

/**
 * The APPI final-report deadline under the PPC guideline: rolled over weekends, Japanese national
 * holidays and the administrative closure from 29 December to 3 January.
 *
 * @example
 * import { appiFinalDeadline, appiGuidelineDeadline } from '@secgate/calculators';
 *
 * // Day 30 from 1 December 2025 is 30 December, inside the year-end closure:
 * appiFinalDeadline('2025-12-01T09:00:00+09:00', false);
 * //=> '2025-12-30T14:59:59.999Z'
 * appiGuidelineDeadline('2025-12-01T09:00:00+09:00', false);
 * //=> '2026-01-05T14:59:59.999Z'
 */
export function appiGuidelineDeadline(awareAt: string | number, unauthorizedPurpose: boolean): string {
  return appiReportingPeriod(awareAt, unauthorizedPurpose, 'guideline').deadline;
}

function skipReason(day: TZDate, calendar: AppiCalendar): AppiSkippedDay | undefined {
  const date = japanDateText(day);
  const holiday = calendar === 'guideline' ? japaneseNationalHoliday(day) : undefined;
  const named = holiday === undefined ? {} : { holiday };
  const weekday = day.getDay();
  if (weekday === 6) return { date, reason: 'saturday', ...named };
  if (weekday === 0) return { date, reason: 'sunday', ...named };
  if (calendar === 'weekends') return undefined;
  if (holiday !== undefined) return { date, reason: 'national-holiday', holiday };
  if (inYearEndClosure(day)) return { date, reason: 'year-end-closure' };
  return undefined;
}

function toEpochMs(awareAt: string | number): number {
  const ms = typeof awareAt === 'number' ? awareAt : parseTimestamp(awareAt);
  if (ms === undefined || !Number.isFinite(ms)) {
    throw new RangeError(`awareAt must be an ISO 8601 timestamp with an offset, or epoch milliseconds: ${String(awareAt)}`);
  }
  return ms;
}
