const DAY_MS = 86_400_000;

/** The UTC days a usage report covers: `[fromMs, toMs)`, and the days in order, oldest first. */
export interface UsageWindow {
  fromMs: number;
  /** Exclusive: the next UTC midnight after `now`, so today is counted up to now. */
  toMs: number;
  days: string[];
}

/**
 * The last `days` UTC calendar days up to and including the day of `now` (today counts, even
 * though it is not over). The clock is the caller's: the same `now` gives the same window.
 */
export function usageWindow(now: number, days = 30): UsageWindow {
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`a usage window has at least one day, not ${days}`);
  const toMs = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  const fromMs = toMs - days * DAY_MS;
  return { fromMs, toMs, days: Array.from({ length: days }, (_, i) => new Date(fromMs + i * DAY_MS).toISOString().slice(0, 10)) };
}
