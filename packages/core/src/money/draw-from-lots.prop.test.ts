import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byDrawOrder, drawFromLots, drawInOrder } from './draw-from-lots.js';
import { isLotLive, lotRemainder, type Lot } from './lot.js';

const lotArb = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    granted: fc.nat({ max: 1_000 }),
    spentShare: fc.nat({ max: 1_000 }),
    grantedAt: fc.nat({ max: 10 }),
    expiresAt: fc.nat({ max: 20 }),
  })
  .map(({ id, granted, spentShare, grantedAt, expiresAt }): Lot => ({
    id,
    scope: 'ai',
    grantedMicroUSD: granted,
    spentMicroUSD: Math.min(spentShare, granted),
    grantedAt,
    expiresAt,
    source: 'deposit-10',
  }));
const lotsArb = fc.uniqueArray(lotArb, { selector: (l) => l.id, maxLength: 8 });

describe('drawFromLots properties', () => {
  it('draws exactly the amount from live lots in draw order, or refuses when they cannot cover it', () => {
    fc.assert(
      fc.property(lotsArb, fc.nat({ max: 5_000 }), fc.nat({ max: 20 }), (lots, amount, now) => {
        const live = lots.filter((l) => isLotLive(l, now));
        const coverable = live.reduce((sum, l) => sum + lotRemainder(l), 0);
        const drawn = drawFromLots(lots, amount, now);
        expect(drawn.ok).toBe(amount <= coverable);
        if (!drawn.ok) return;
        const byId = new Map(lots.map((l) => [l.id, l]));
        expect(drawn.value.reduce((sum, d) => sum + d.amountMicroUSD, 0)).toBe(amount);
        const drawnLots = drawn.value.map((d) => byId.get(d.lotId)!);
        for (const [i, d] of drawn.value.entries()) {
          const source = drawnLots[i]!;
          expect(isLotLive(source, now)).toBe(true);
          expect(d.amountMicroUSD).toBeGreaterThan(0);
          expect(d.amountMicroUSD).toBeLessThanOrEqual(lotRemainder(source));
          // Every lot before the last one is emptied: nothing later is touched while an earlier one has money.
          if (i < drawn.value.length - 1) expect(d.amountMicroUSD).toBe(lotRemainder(source));
          if (i > 0) expect(byDrawOrder(drawnLots[i - 1]!, source)).toBeLessThan(0);
        }
        // No live lot with money that sorts before the last drawn lot was skipped.
        const last = drawnLots[drawnLots.length - 1];
        if (last) {
          const skipped = live.filter((l) => lotRemainder(l) > 0 && byDrawOrder(l, last) < 0 && !drawnLots.includes(l));
          expect(skipped).toEqual([]);
        }
      }),
    );
  });

  it('drawInOrder draws over exactly the lots given, expired ones too: over the live lots it is drawFromLots', () => {
    fc.assert(
      fc.property(lotsArb, fc.nat({ max: 5_000 }), fc.nat({ max: 20 }), (lots, amount, now) => {
        expect(
          drawInOrder(
            lots.filter((lot) => isLotLive(lot, now)),
            amount,
          ),
        ).toEqual(drawFromLots(lots, amount, now));
        const all = drawInOrder(lots, amount);
        const total = lots.reduce((sum, lot) => sum + lotRemainder(lot), 0);
        expect(all.ok).toBe(amount <= total);
      }),
    );
  });
});
