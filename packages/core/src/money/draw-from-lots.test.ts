import { describe, expect, it } from 'vitest';
import { drawFromLots } from './draw-from-lots.js';
import type { Lot } from './lot.js';

const lot = (id: string, granted: number, spent: number, grantedAt: number, expiresAt: number, scope: Lot['scope'] = 'ai'): Lot => ({
  id,
  scope,
  grantedMicroUSD: granted,
  spentMicroUSD: spent,
  grantedAt,
  expiresAt,
  source: 'deposit-10',
});

describe('drawFromLots', () => {
  it('draws from the lot that expires first, then the next', () => {
    const lots = [lot('late', 100, 0, 0, 300), lot('soon', 100, 40, 0, 200)];
    // 'soon' has 60 left and goes first; the remaining 40 come from 'late'.
    expect(drawFromLots(lots, 100, 10)).toEqual({
      ok: true,
      value: [
        { lotId: 'soon', amountMicroUSD: 60 },
        { lotId: 'late', amountMicroUSD: 40 },
      ],
    });
  });

  it('breaks expiry ties by grant time, then by id', () => {
    const lots = [lot('b', 10, 0, 5, 200), lot('c', 10, 0, 1, 200), lot('a', 10, 0, 5, 200)];
    const drawn = drawFromLots(lots, 30, 0);
    expect(drawn.ok && drawn.value.map((d) => d.lotId)).toEqual(['c', 'a', 'b']);
  });

  it('skips expired, exhausted and other-scope lots', () => {
    const lots = [lot('expired', 100, 0, 0, 50), lot('empty', 100, 100, 0, 60), lot('storage', 100, 0, 0, 70, 'storage'), lot('live', 100, 0, 0, 400)];
    expect(drawFromLots(lots, 30, 50, 'ai')).toEqual({ ok: true, value: [{ lotId: 'live', amountMicroUSD: 30 }] });
  });

  it('draws nothing for nothing', () => {
    expect(drawFromLots([lot('a', 10, 0, 0, 100)], 0, 0)).toEqual({ ok: true, value: [] });
  });

  it('refuses with the shortfall when the live lots cannot cover the amount', () => {
    const lots = [lot('a', 100, 30, 0, 100), lot('b', 50, 0, 0, 200), lot('gone', 1_000, 0, 0, 10)];
    const drawn = drawFromLots(lots, 121, 10);
    expect(drawn.ok).toBe(false);
    if (!drawn.ok) {
      expect(drawn.error.status).toBe(402);
      expect(drawn.error.body.error).toMatchObject({ code: 'insufficient-balance', requiredMicroUSD: 121, availableMicroUSD: 120 });
    }
    // Exactly what is left is fine: 70 + 50.
    expect(drawFromLots(lots, 120, 10).ok).toBe(true);
  });

  it('refuses an amount that is not a non-negative integer', () => {
    for (const amount of [-1, 1.5, Number.NaN]) {
      const drawn = drawFromLots([lot('a', 10, 0, 0, 100)], amount, 0);
      expect(drawn.ok || drawn.error.body.error.code).toBe('invalid-request');
    }
  });

  it('settles against the lots live when the hold was placed', () => {
    const lots = [lot('expired-in-flight', 100, 0, 0, 50)];
    expect(drawFromLots(lots, 10, 60).ok).toBe(false);
    expect(drawFromLots(lots, 10, 40)).toEqual({ ok: true, value: [{ lotId: 'expired-in-flight', amountMicroUSD: 10 }] });
  });
});
