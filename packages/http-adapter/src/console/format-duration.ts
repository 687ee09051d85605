/**
 * Milliseconds as a person reads a short wait: whole milliseconds under a second, else seconds
 * to the millisecond (no rounding away of what was measured).
 *
 * @example
 * formatDuration(250) //=> '250 ms'
 * formatDuration(1750) //=> '1.75 s'
 * formatDuration(61_000) //=> '61 s'
 */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const fraction = String(ms % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(ms / 1000).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''} s`;
}
