// The function's own module: the package index loads all of date-fns (about 0.1 s at start).
import { addMonths } from 'date-fns/addMonths';

const MS_PER_DAY = 86_400_000;

/**
 * Adds calendar months to an instant in UTC, whatever the host's time zone: date-fns' addMonths reads
 * local fields, so the UTC calendar date is moved onto a local Date at noon (no time zone changes its
 * clocks at noon), shifted there, and put back together with the original UTC time of day.
 * Like addMonths, a day that does not exist in the target month is clamped to its last day:
 * 31 Jan + 1 month = 28 Feb (29 Feb in a leap year), 31 Mar + 1 month = 30 Apr, 29 Feb 2024 + 12 months
 * = 28 Feb 2025. A lot granted on the 31st therefore lasts a few days less than one granted on the 1st.
 */
export function addMonthsUtc(epochMs: number, months: number): number {
  const instant = new Date(epochMs);
  const timeOfDay = epochMs - Math.floor(epochMs / MS_PER_DAY) * MS_PER_DAY;
  const localNoon = new Date(2000, 0, 1, 12);
  // setFullYear, not the Date constructor: the constructor maps years 0..99 to 1900..1999.
  localNoon.setFullYear(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const shifted = addMonths(localNoon, months);
  const midnightUtc = new Date(0);
  midnightUtc.setUTCFullYear(shifted.getFullYear(), shifted.getMonth(), shifted.getDate());
  return midnightUtc.getTime() + timeOfDay;
}
