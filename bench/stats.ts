/** Order statistics of latency samples (milliseconds). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;
