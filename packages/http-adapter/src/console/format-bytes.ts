const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * Bytes as a person reads them, in binary units as storage is sold (1 GiB = 2^30 bytes), to at
 * most two decimals; the exact count stays in the page's markup beside it.
 *
 * @example
 * formatBytes(512) //=> '512 bytes'
 * formatBytes(3_758_096_384) //=> '3.5 GiB'
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}
