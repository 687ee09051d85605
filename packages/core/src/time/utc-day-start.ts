const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first instant (epoch ms) of a UTC calendar day written `YYYY-MM-DD`, or undefined when the
 * text is not a real day (`2026-02-30` is not). The day runs to the next day's start, exclusive.
 */
export function utcDayStart(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(start).toISOString().slice(0, 10) === day ? start : undefined;
}

/** The UTC day (`YYYY-MM-DD`) before the one `now` falls in: the last day that has ended, which the daily storage charge meters. */
export function utcDayBefore(now: number): string {
  return new Date(Math.floor(now / 86_400_000) * 86_400_000 - 86_400_000).toISOString().slice(0, 10);
}
