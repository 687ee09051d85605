const HOUR_MS = 3_600_000;

/** The start (epoch ms) of the UTC hour an instant falls in: the hour whose storage sample it takes. */
export function utcHourStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}
