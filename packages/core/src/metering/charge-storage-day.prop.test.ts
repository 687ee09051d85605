import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeStorageDay } from './charge-storage-day.js';
import { includedStorageBytes } from './storage-allowance.js';

const GiB = 2 ** 30;
const bytes = fc.nat({ max: 2 ** 44 });
const usage = fc.record({
  storedBytes: bytes,
  planGiB: fc.array(fc.constantFrom(20, 50, 100, 250), { maxLength: 2 }),
  freeGiB: fc.constantFrom(0, 1, 5),
  egressBytes: bytes,
  availableMicroUSD: fc.nat({ max: 10_000_000_000 }),
});

describe('chargeStorageDay for any day', () => {
  it('charges whole micro-USD, never negative, never more than priced or than the balance has', () => {
    fc.assert(
      fc.property(usage, ({ planGiB, freeGiB, ...day }) => {
        const charge = chargeStorageDay({ ...day, includedBytes: includedStorageBytes(planGiB, freeGiB) });
        for (const line of [charge.storage, charge.egress]) {
          expect(Number.isSafeInteger(line.chargedMicroUSD)).toBe(true);
          expect(line.chargedMicroUSD).toBeGreaterThanOrEqual(0);
          expect(line.chargedMicroUSD).toBeLessThanOrEqual(line.pricedMicroUSD);
        }
        expect(charge.storage.chargedMicroUSD + charge.egress.chargedMicroUSD).toBeLessThanOrEqual(day.availableMicroUSD);
        expect(charge.covered).toBe(
          charge.storage.chargedMicroUSD + charge.egress.chargedMicroUSD === charge.storage.pricedMicroUSD + charge.egress.pricedMicroUSD,
        );
      }),
    );
  });

  it("honours the plan's included GiB: nothing stored within it is charged, and every byte above it is", () => {
    fc.assert(
      fc.property(usage, ({ planGiB, freeGiB, ...day }) => {
        const included = includedStorageBytes(planGiB, freeGiB);
        const charge = chargeStorageDay({ ...day, includedBytes: included });
        expect(charge.storage.bytes).toBe(Math.max(0, day.storedBytes - included));
        if (day.storedBytes <= included) expect(charge.storage.pricedMicroUSD).toBe(0);
        else expect(charge.storage.pricedMicroUSD).toBeGreaterThan(0);
        expect(charge.storage.bytes).toBeLessThanOrEqual(Math.max(0, day.storedBytes - (planGiB.length > 0 ? Math.max(...planGiB) : freeGiB) * GiB));
      }),
    );
  });

  it('over a month of days pays no more than the month priced at once, plus one micro-USD a day', () => {
    fc.assert(
      fc.property(fc.array(bytes, { minLength: 1, maxLength: 31 }), (days) => {
        const daily = days.map((stored) =>
          chargeStorageDay({ storedBytes: stored, includedBytes: 0, egressBytes: 0, availableMicroUSD: Number.MAX_SAFE_INTEGER }),
        );
        const paid = daily.reduce((sum, day) => sum + day.storage.chargedMicroUSD, 0);
        const exact = days.reduce((sum, stored) => sum + (stored * 200_000) / (GiB * 30), 0);
        expect(paid).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(paid).toBeLessThanOrEqual(Math.ceil(exact) + days.length);
      }),
    );
  });
});
