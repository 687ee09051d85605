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

export interface AppiSkippedDay {
  /** Japan calendar date, `YYYY-MM-DD`. */
  date: string;
  reason: 'saturday' | 'sunday' | 'national-holiday' | 'year-end-closure';
  /** The holiday's name when the day is a national holiday (also on a weekend). */
  holiday?: string;
}

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
export function appiReportingPeriod(
  awareAt: string | number,
  unauthorizedPurpose: boolean,
  calendar: AppiCalendar = 'weekends',
): AppiReportingPeriod {
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

/** The APPI final-report deadline as the answer gives it: rolled over weekends only. */
export function appiFinalDeadline(awareAt: string | number, unauthorizedPurpose: boolean): string {
  return appiReportingPeriod(awareAt, unauthorizedPurpose, 'weekends').deadline;
}

/** The deadline under the PPC guideline: also past national holidays and 29 December to 3 January. */
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
