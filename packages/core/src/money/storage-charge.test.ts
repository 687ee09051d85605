import { describe, expect, it } from 'vitest';
import { storageChargeMicroUSD } from './storage-charge.js';

const GiB = 2 ** 30;

describe('storageChargeMicroUSD', () => {
  it('charges 200,000 micro-USD per GiB-month of 30 days', () => {
    expect(storageChargeMicroUSD({ bytes: GiB, days: 30 })).toBe(200_000);
    expect(storageChargeMicroUSD({ bytes: 20 * GiB, days: 30 })).toBe(4_000_000);
    expect(storageChargeMicroUSD({ bytes: GiB / 2, days: 30 })).toBe(100_000);
    expect(storageChargeMicroUSD({ bytes: GiB, days: 15 })).toBe(100_000);
    expect(storageChargeMicroUSD({ bytes: GiB, days: 60 })).toBe(400_000);
  });

  it('rounds each charge up', () => {
    // 200,000 / 30 = 6,666.67 -> 6,667.
    expect(storageChargeMicroUSD({ bytes: GiB, days: 1 })).toBe(6_667);
    expect(storageChargeMicroUSD({ bytes: 1, days: 1 })).toBe(1);
  });

  it('charges nothing for no bytes or no time, and clamps malformed counts', () => {
    expect(storageChargeMicroUSD({ bytes: 0, days: 30 })).toBe(0);
    expect(storageChargeMicroUSD({ bytes: GiB, days: 0 })).toBe(0);
    expect(storageChargeMicroUSD({ bytes: -GiB, days: 30 })).toBe(0);
  });

  it('stays exact for a petabyte-year', () => {
    // 2^50 bytes = 2^20 GiB for 360 days = 12 months: 2^20 * 12 * 200,000 = 2,516,582,400,000.
    expect(storageChargeMicroUSD({ bytes: 2 ** 50, days: 360 })).toBe(2_516_582_400_000);
  });
});
