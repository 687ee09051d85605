import { describe, expect, it } from 'vitest';
import { availableOf, EMPTY_ACCOUNT, grant, placeHold, releaseHold, settleHold, type Account } from './account.js';

const account = (granted: number, spent: number, reserved: number): Account => ({
  grantedMicroUSD: granted,
  spentMicroUSD: spent,
  reservedMicroUSD: reserved,
});

describe('account model', () => {
  it('grants credit', () => {
    expect(grant(EMPTY_ACCOUNT, 51_000_000)).toEqual({ ok: true, value: account(51_000_000, 0, 0) });
    expect(grant(EMPTY_ACCOUNT, -1).ok).toBe(false);
    expect(grant(account(Number.MAX_SAFE_INTEGER, 0, 0), 1).ok).toBe(false);
  });

  it('places a hold that the available balance covers, exactly included', () => {
    // 1,000 granted - 200 spent - 300 reserved = 500 available.
    expect(availableOf(account(1_000, 200, 300))).toBe(500);
    expect(placeHold(account(1_000, 200, 300), 500)).toEqual({ ok: true, value: account(1_000, 200, 800) });
  });

  it('refuses a hold above the available balance, naming both amounts', () => {
    const refused = placeHold(account(1_000, 200, 300), 501);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.status).toBe(402);
      expect(refused.error.body.error).toMatchObject({
        code: 'insufficient-balance',
        requiredMicroUSD: 501,
        availableMicroUSD: 500,
      });
    }
    expect(placeHold(account(1_000, 0, 0), -1).ok).toBe(false);
    expect(placeHold(account(1_000, 0, 0), 0.5).ok).toBe(false);
  });

  it('settles a hold: spends the charge, at most the hold, and releases the whole hold', () => {
    expect(settleHold(account(1_000, 0, 455), 455, 45)).toEqual({ ok: true, value: account(1_000, 45, 0) });
    // The upstream reported more than the hold allowed: 455 is spent, not 4,500,000.
    expect(settleHold(account(1_000, 0, 455), 455, 4_500_000)).toEqual({ ok: true, value: account(1_000, 455, 0) });
    expect(settleHold(account(1_000, 0, 455), 455, -7)).toEqual({ ok: true, value: account(1_000, 0, 0) });
  });

  it('releases a hold without charging', () => {
    expect(releaseHold(account(1_000, 100, 455), 455)).toEqual({ ok: true, value: account(1_000, 100, 0) });
  });

  it('refuses to settle or release more than is reserved', () => {
    const settled = settleHold(account(1_000, 0, 100), 101, 0);
    expect(settled.ok || settled.error.status).toBe(500);
    expect(releaseHold(account(1_000, 0, 0), 1).ok).toBe(false);
  });
});
