import { ceilDiv } from './ceil-div.js';
import { BYTES_PER_GIB, STORAGE_DAYS_PER_MONTH, STORAGE_MICRO_USD_PER_GIB_MONTH } from './rates.js';
import { wholeCount } from './whole-count.js';

/** Bytes kept for a number of whole days. */
export interface StoredBytes {
  bytes: number;
  days: number;
}

/**
 * The storage charge in micro-USD: `ceil(bytes * days * 200,000 / (2^30 * 30))`, a 30-day month.
 * Rounded up once per charge, so a meter that charges daily pays at most 1 micro-USD a day more than
 * one that charges monthly. Counts are clamped like token counts (see wholeCount); BigInt throughout.
 */
export function storageChargeMicroUSD({ bytes, days }: StoredBytes): number {
  const numerator = BigInt(wholeCount(bytes)) * BigInt(wholeCount(days)) * BigInt(STORAGE_MICRO_USD_PER_GIB_MONTH);
  return Number(ceilDiv(numerator, BigInt(BYTES_PER_GIB) * BigInt(STORAGE_DAYS_PER_MONTH)));
}
