import { describe, expect, it } from 'vitest';
import { balanceFor, balancesFor } from './balance-for.js';
import type { BalanceHold, Lot } from './lot.js';

const M = 1_000_000;
const lot = (id: string, scope: Lot['scope'], granted: number, spent: number, expiresAt: number): Lot => ({
  id,
  scope,
  grantedMicroUSD: granted,
  spentMicroUSD: spent,
  grantedAt: 0,
  expiresAt,
  source: 'credits-50',
});

const lots = [lot('a', 'ai', 10 * M, 2 * M, 100), lot('b', 'ai', 5 * M, 0, 50), lot('s', 'storage', 25 * M, 0, 100)];
const holds: BalanceHold[] = [
  { id: 'h1', scope: 'ai', amountMicroUSD: M },
  { id: 'h2', scope: 'storage', amountMicroUSD: 3 * M },
];

describe('balanceFor', () => {
  it('sums live lots of the scope and its holds', () => {
    // granted 10 + 5, spent 2, reserved 1: available 15 - 2 - 1 = 12.
    expect(balanceFor(lots, holds, 'ai', 10)).toEqual({
      scope: 'ai',
      grantedMicroUSD: 15 * M,
      spentMicroUSD: 2 * M,
      reservedMicroUSD: M,
      availableMicroUSD: 12 * M,
    });
    expect(balanceFor(lots, holds, 'storage', 10)).toEqual({
      scope: 'storage',
      grantedMicroUSD: 25 * M,
      spentMicroUSD: 0,
      reservedMicroUSD: 3 * M,
      availableMicroUSD: 22 * M,
    });
  });

  it('drops a lot at the instant it expires, with what it had left', () => {
    expect(balanceFor(lots, holds, 'ai', 49).grantedMicroUSD).toBe(15 * M);
    // Lot b expires at 50: 10 - 2 - 1 = 7 left.
    expect(balanceFor(lots, holds, 'ai', 50)).toMatchObject({ grantedMicroUSD: 10 * M, availableMicroUSD: 7 * M });
  });

  it('shows 0 available, never less, when lots expire under an outstanding hold', () => {
    // Every ai lot has expired, the 1-credit hold is still out: 0 - 0 - 1 would be negative.
    expect(balanceFor(lots, holds, 'ai', 100)).toEqual({
      scope: 'ai',
      grantedMicroUSD: 0,
      spentMicroUSD: 0,
      reservedMicroUSD: M,
      availableMicroUSD: 0,
    });
  });

  it('is empty without lots', () => {
    expect(balanceFor([], [], 'ai', 0)).toEqual({
      scope: 'ai',
      grantedMicroUSD: 0,
      spentMicroUSD: 0,
      reservedMicroUSD: 0,
      availableMicroUSD: 0,
    });
  });

  it('lists every scope, ai first', () => {
    expect(balancesFor(lots, holds, 10).map((b) => [b.scope, b.availableMicroUSD])).toEqual([
      ['ai', 12 * M],
      ['storage', 22 * M],
    ]);
  });
});
