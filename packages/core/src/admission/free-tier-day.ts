// The free tier counts requests per UTC calendar day (docs/architecture.md#money): the day a
// request falls on and the instant that day's count starts again.

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, `YYYY-MM-DD`: the day whose free requests it uses. */
export function utcDayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The next UTC midnight strictly after `now`, when the day's free requests reset. */
export function nextUtcMidnight(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}
