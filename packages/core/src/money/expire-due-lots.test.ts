import { describe, expect, it } from 'vitest';
import { expireDueLots, type DueLot } from './expire-due-lots.js';

const lot = (id: string, granted: number, spent: number, expired = 0, expiresAt = 10): DueLot => ({
  id,
  grantedMicroUSD: granted,
  spentMicroUSD: spent,
  expiredMicroUSD: expired,
  grantedAt: 0,
  expiresAt,
});

describe('expireDueLots', () => {
  it('takes each remainder and retires the lot when the balance is free', () => {
    expect(expireDueLots(1_000, [lot('a', 500, 200)])).toEqual({
      expiries: [{ lotId: 'a', expireMicroUSD: 300, retire: true }],
      grantedDownMicroUSD: 500,
      spentDownMicroUSD: 200,
    });
  });

  it('leaves what holds reserve for a later pass, and does not retire a lot with money left', () => {
    expect(expireDueLots(100, [lot('a', 500, 200)])).toEqual({
      expiries: [{ lotId: 'a', expireMicroUSD: 100, retire: false }],
      grantedDownMicroUSD: 100,
      spentDownMicroUSD: 0,
    });
  });

  it('a later pass takes the rest once the hold has settled', () => {
    expect(expireDueLots(200, [lot('a', 500, 300, 100)]).expiries).toEqual([{ lotId: 'a', expireMicroUSD: 100, retire: true }]);
  });

  it('a fully spent lot is retired without taking anything', () => {
    expect(expireDueLots(0, [lot('a', 500, 500)])).toEqual({
      expiries: [{ lotId: 'a', expireMicroUSD: 0, retire: true }],
      grantedDownMicroUSD: 500,
      spentDownMicroUSD: 500,
    });
  });

  it('works through the due lots in draw order: the one that expired first gives first', () => {
    const pass = expireDueLots(150, [lot('late', 100, 0, 0, 20), lot('early', 100, 0, 0, 10)]);
    expect(pass.expiries).toEqual([
      { lotId: 'early', expireMicroUSD: 100, retire: true },
      { lotId: 'late', expireMicroUSD: 50, retire: false },
    ]);
  });
});
