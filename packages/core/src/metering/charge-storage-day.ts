import { egressChargeMicroUSD } from '../money/egress-charge.js';
import { storageChargeMicroUSD } from '../money/storage-charge.js';
import { wholeCount } from '../money/whole-count.js';

/** What one UTC day of a principal is metered on (docs/billing.md#storage-and-egress). */
export interface StorageDayUsage {
  /** The day's stored bytes (dailyStoredBytes). */
  storedBytes: number;
  /** The bytes stored free that day (includedStorageBytes). */
  includedBytes: number;
  /** Bytes of answers sent that day (answerBytes, summed). */
  egressBytes: number;
  /** What the storage balance had available before this day was charged. */
  availableMicroUSD: number;
}

/** One metered line: the bytes it prices, its price, and what the balance paid of it. */
export interface MeteredCharge {
  bytes: number;
  pricedMicroUSD: number;
  chargedMicroUSD: number;
}

/** A day's two metered lines and whether the storage balance paid both. */
export interface StorageDayCharge {
  /** The stored bytes above the allowance, for one day: 1/30 of a GiB-month. */
  storage: MeteredCharge;
  egress: MeteredCharge;
  /** The balance paid both lines in full. When it did not, the rest is waived, never owed. */
  covered: boolean;
}

/**
 * A day's storage and egress charges, each rounded up once, paid from the storage balance storage
 * first. A balance never goes below zero: what it cannot pay is waived, and `covered` false tells
 * the service to stop keeping the principal's history (docs/billing.md#when-the-storage-balance-is-empty).
 */
export function chargeStorageDay(usage: StorageDayUsage): StorageDayCharge {
  const billableBytes = Math.max(0, wholeCount(usage.storedBytes) - wholeCount(usage.includedBytes));
  const egressBytes = wholeCount(usage.egressBytes);
  let available = wholeCount(usage.availableMicroUSD);
  const pay = (bytes: number, pricedMicroUSD: number): MeteredCharge => {
    const chargedMicroUSD = Math.min(pricedMicroUSD, available);
    available -= chargedMicroUSD;
    return { bytes, pricedMicroUSD, chargedMicroUSD };
  };
  const storage = pay(billableBytes, storageChargeMicroUSD({ bytes: billableBytes, days: 1 }));
  const egress = pay(egressBytes, egressChargeMicroUSD(egressBytes));
  return { storage, egress, covered: storage.chargedMicroUSD === storage.pricedMicroUSD && egress.chargedMicroUSD === egress.pricedMicroUSD };
}
