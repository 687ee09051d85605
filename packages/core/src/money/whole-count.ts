/**
 * Reads a count (tokens, bytes, days) as a non-negative safe integer, clamping rather than refusing:
 * a count comes from a provider receipt after the upstream has already been paid for, so the charge
 * must always be computable. Not-a-number and negatives count 0, fractions round up (a started unit
 * is a unit), and anything above Number.MAX_SAFE_INTEGER (including Infinity) counts as that maximum.
 * Clamping keeps every price monotone in its counts.
 */
export function wholeCount(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) return 0;
  if (value >= Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
  return Math.ceil(value);
}
