import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byDrawOrder } from './draw-from-lots.js';
import { expireDueLots, type DueLot } from './expire-due-lots.js';

const dueLot = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    granted: fc.nat({ max: 10_000 }),
    spentShare: fc.double({ min: 0, max: 1, noNaN: true }),
    expiredShare: fc.double({ min: 0, max: 1, noNaN: true }),
    grantedAt: fc.nat({ max: 10 }),
    expiresAt: fc.nat({ max: 20 }),
  })
  .map(({ id, granted, spentShare, expiredShare, grantedAt, expiresAt }): DueLot => {
    const spent = Math.floor(granted * spentShare);
    return { id, grantedMicroUSD: granted, spentMicroUSD: spent, expiredMicroUSD: Math.floor((granted - spent) * expiredShare), grantedAt, expiresAt };
  });
const dueLots = fc.uniqueArray(dueLot, { selector: (l) => l.id, maxLength: 8 });
const remainder = (l: DueLot) => l.grantedMicroUSD - l.spentMicroUSD - l.expiredMicroUSD;

describe('expireDueLots properties', () => {
  it('never takes more than is available or than a lot has left, and moves available by exactly what it takes', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50_000 }), dueLots, (available, lots) => {
        const pass = expireDueLots(available, lots);
        const taken = pass.expiries.reduce((sum, e) => sum + e.expireMicroUSD, 0);
        expect(taken).toBeLessThanOrEqual(available);
        // Retiring moves granted and spent alike: available drops by what was taken, no more.
        expect(pass.grantedDownMicroUSD - pass.spentDownMicroUSD).toBe(taken);
        for (const e of pass.expiries) {
          const source = lots.find((l) => l.id === e.lotId)!;
          expect(e.expireMicroUSD).toBeGreaterThanOrEqual(0);
          expect(e.expireMicroUSD).toBeLessThanOrEqual(remainder(source));
          expect(e.retire).toBe(e.expireMicroUSD === remainder(source));
        }
      }),
    );
  });

  it('takes every remainder when the balance covers them all, else stops only where available runs out (in draw order)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50_000 }), dueLots, (available, lots) => {
        const pass = expireDueLots(available, lots);
        const total = lots.reduce((sum, l) => sum + remainder(l), 0);
        const taken = pass.expiries.reduce((sum, e) => sum + e.expireMicroUSD, 0);
        expect(taken).toBe(Math.min(total, available));
        const order = [...lots].sort(byDrawOrder).map((l) => l.id);
        const touched = pass.expiries.map((e) => e.lotId);
        expect(touched).toEqual(order.filter((id) => touched.includes(id)));
      }),
    );
  });
});
