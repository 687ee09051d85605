import { BYTES_PER_GIB } from '../money/rates.js';
import { wholeCount } from '../money/whole-count.js';

/**
 * What a principal without a current plan stores free unless the operator says otherwise
 * (`freeStorageGiB`): 1 GiB, enough for months of a free tier's history (a chat job with its
 * answer is a few KiB), so nobody is billed for trying the service.
 */
export const DEFAULT_FREE_STORAGE_GIB = 1;

/**
 * The bytes a day's storage charge starts after: the largest allowance of the plans current at any
 * moment of the day (a plan bought or ended that day counts in full, in the principal's favour),
 * or the free allowance without one. A plan's allowance replaces the free one; it does not add to it.
 */
export function includedStorageBytes(planStorageGiB: readonly number[], freeGiB: number): number {
  const gib = planStorageGiB.length === 0 ? wholeCount(freeGiB) : Math.max(...planStorageGiB.map((value) => wholeCount(value)));
  return gib * BYTES_PER_GIB;
}
