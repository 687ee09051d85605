import { describe, expect, it } from 'vitest';
import { chargeStorageDay } from './charge-storage-day.js';
import { dailyStoredBytes } from './daily-stored-bytes.js';
import { includedStorageBytes } from './storage-allowance.js';

const GiB = 2 ** 30;
const PLENTY = 1_000_000_000;

describe('chargeStorageDay', () => {
  it('charges a day of the bytes above the allowance: 1/30 of $0.2 per GiB, rounded up', () => {
    const day = chargeStorageDay({ storedBytes: 21 * GiB, includedBytes: 20 * GiB, egressBytes: 0, availableMicroUSD: PLENTY });
    expect(day.storage).toEqual({ bytes: GiB, pricedMicroUSD: 6_667, chargedMicroUSD: 6_667 });
    expect(day.egress).toEqual({ bytes: 0, pricedMicroUSD: 0, chargedMicroUSD: 0 });
    expect(day.covered).toBe(true);
  });

  it('charges nothing for storage within the allowance', () => {
    const day = chargeStorageDay({ storedBytes: 20 * GiB, includedBytes: 20 * GiB, egressBytes: 0, availableMicroUSD: 0 });
    expect(day.storage.pricedMicroUSD).toBe(0);
    expect(day.covered).toBe(true);
  });

  it('charges egress at $0.09 per GiB from the first byte, rounded up', () => {
    expect(chargeStorageDay({ storedBytes: 0, includedBytes: GiB, egressBytes: GiB, availableMicroUSD: PLENTY }).egress.pricedMicroUSD).toBe(90_000);
    expect(chargeStorageDay({ storedBytes: 0, includedBytes: GiB, egressBytes: 1, availableMicroUSD: PLENTY }).egress.pricedMicroUSD).toBe(1);
  });

  it('pays storage first and waives what the balance cannot pay', () => {
    const day = chargeStorageDay({ storedBytes: 2 * GiB, includedBytes: GiB, egressBytes: GiB, availableMicroUSD: 10_000 });
    expect(day.storage).toEqual({ bytes: GiB, pricedMicroUSD: 6_667, chargedMicroUSD: 6_667 });
    expect(day.egress).toEqual({ bytes: GiB, pricedMicroUSD: 90_000, chargedMicroUSD: 3_333 });
    expect(day.covered).toBe(false);
  });

  it('charges the worked example of docs/billing.md', () => {
    const stored = dailyStoredBytes([...Array(12).fill(23 * GiB), ...Array(12).fill(24 * GiB)], 24);
    expect(stored).toBe(23.5 * GiB);
    const day = chargeStorageDay({ storedBytes: stored, includedBytes: includedStorageBytes([20], 1), egressBytes: 2 * GiB, availableMicroUSD: 25_000_000 });
    expect(day.storage).toEqual({ bytes: 3_758_096_384, pricedMicroUSD: 23_334, chargedMicroUSD: 23_334 });
    expect(day.egress).toEqual({ bytes: 2 * GiB, pricedMicroUSD: 180_000, chargedMicroUSD: 180_000 });
    const short = chargeStorageDay({ storedBytes: stored, includedBytes: 20 * GiB, egressBytes: 2 * GiB, availableMicroUSD: 100_000 });
    expect([short.storage.chargedMicroUSD, short.egress.chargedMicroUSD, short.covered]).toEqual([23_334, 76_666, false]);
  });
});
