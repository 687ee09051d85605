/**
 * Integer division rounding up, in BigInt because a count times a rate can pass 2^53.
 * Every price here rounds up once per charge, so the service never gives away a fraction.
 */
export function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('ceilDiv needs a positive denominator');
  if (numerator <= 0n) return -(-numerator / denominator);
  return (numerator + denominator - 1n) / denominator;
}
