import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRecharge, isRechargeDue } from './decide-recharge.js';

const HOUR = 3_600_000;
const setting = { enabled: true, thresholdMicroUSD: 10_000_000, sku: 'credits-50' };
const SOLD = ['topup-ai-25', 'credits-50'];

describe('decideRecharge', () => {
  it('asks once the available balance is strictly below the threshold', () => {
    const at = (availableMicroUSD: number) =>
      decideRecharge({ setting, availableMicroUSD, lastRequestedAt: null, now: 0, intervalMs: HOUR, rechargeableSkuIds: SOLD });
    expect(at(10_000_000)).toEqual({ kind: 'none', reason: 'not-below-threshold' });
    expect(at(9_999_999)).toEqual({ kind: 'request', sku: 'credits-50', thresholdMicroUSD: 10_000_000, availableMicroUSD: 9_999_999 });
  });

  it('never asks while recharge is off or never set, whatever the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.option(fc.nat()), fc.nat(), (available, last, now) => {
        for (const off of [null, { ...setting, enabled: false }]) {
          expect(
            decideRecharge({ setting: off, availableMicroUSD: available, lastRequestedAt: last, now, intervalMs: HOUR, rechargeableSkuIds: SOLD }).kind,
          ).toBe('none');
        }
      }),
    );
  });

  it('asks at most once per interval for any sequence of settlements', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.nat({ max: 2 * HOUR }), available: fc.integer({ min: 0, max: 20_000_000 }) }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 * HOUR }),
        (settlements, intervalMs) => {
          let now = 0;
          let last: number | null = null;
          const requests: number[] = [];
          for (const { gap, available } of settlements) {
            now += gap;
            const decision = decideRecharge({ setting, availableMicroUSD: available, lastRequestedAt: last, now, intervalMs, rechargeableSkuIds: SOLD });
            if (decision.kind === 'request') {
              expect(available).toBeLessThan(setting.thresholdMicroUSD);
              requests.push(now);
              last = now;
            }
          }
          for (let i = 1; i < requests.length; i++) expect(requests[i]! - requests[i - 1]!).toBeGreaterThanOrEqual(intervalMs);
        },
      ),
    );
  });

  it('does not ask for a SKU that is no longer on sale', () => {
    expect(decideRecharge({ setting, availableMicroUSD: 0, lastRequestedAt: null, now: 0, intervalMs: HOUR, rechargeableSkuIds: ['topup-ai-25'] })).toEqual({
      kind: 'none',
      reason: 'sku-not-sold',
    });
  });

  it('lets the next request go exactly one interval after the last', () => {
    expect(isRechargeDue(null, 0, HOUR)).toBe(true);
    expect(isRechargeDue(1_000, 1_000 + HOUR - 1, HOUR)).toBe(false);
    expect(isRechargeDue(1_000, 1_000 + HOUR, HOUR)).toBe(true);
  });
});
