/**
 * Micro-USD as a person reads dollars: at least cents, and every micro-dollar there is, so a
 * charge of $0.000135 shows as that rather than as $0.00. Integers only, no floating point.
 *
 * @example
 * formatUsd(12_500_000) //=> '$12.50'
 * formatUsd(135) //=> '$0.000135'
 * formatUsd(1_234_000_000) //=> '$1,234.00'
 */
export function formatUsd(microUSD: number): string {
  const sign = microUSD < 0 ? '-' : '';
  const magnitude = Math.abs(microUSD);
  const dollars = Math.floor(magnitude / 1_000_000);
  const fraction = String(magnitude % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${sign}$${dollars.toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
}
