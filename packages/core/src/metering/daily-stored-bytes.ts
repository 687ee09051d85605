import { wholeCount } from '../money/whole-count.js';

/**
 * A day's stored bytes: the average of the day's hourly samples, rounded up. `sampledHours` is how
 * many hours of the day were sampled at all (for every principal at once); an hour sampled without
 * a row for this principal stored nothing for it. Hours nobody sampled (the service was down) are
 * left out rather than guessed, so a missed hour never raises the figure. No sample at all is 0.
 */
export function dailyStoredBytes(samples: readonly number[], sampledHours: number): number {
  const hours = Math.max(wholeCount(sampledHours), samples.length);
  if (hours === 0) return 0;
  const total = samples.reduce((sum, bytes) => sum + BigInt(wholeCount(bytes)), 0n);
  return Number((total + BigInt(hours) - 1n) / BigInt(hours));
}
