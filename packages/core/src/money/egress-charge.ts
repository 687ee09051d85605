import { ceilDiv } from './ceil-div.js';
import { BYTES_PER_GIB, EGRESS_MICRO_USD_PER_GIB } from './rates.js';
import { wholeCount } from './whole-count.js';

/** The egress charge in micro-USD: `ceil(bytes * 90,000 / 2^30)`, rounded up once per charge. */
export function egressChargeMicroUSD(bytes: number): number {
  return Number(ceilDiv(BigInt(wholeCount(bytes)) * BigInt(EGRESS_MICRO_USD_PER_GIB), BigInt(BYTES_PER_GIB)));
}
