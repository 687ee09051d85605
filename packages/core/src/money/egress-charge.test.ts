import { describe, expect, it } from 'vitest';
import { egressChargeMicroUSD } from './egress-charge.js';

const GiB = 2 ** 30;

describe('egressChargeMicroUSD', () => {
  it('charges 90,000 micro-USD per GiB', () => {
    expect(egressChargeMicroUSD(GiB)).toBe(90_000);
    expect(egressChargeMicroUSD(10 * GiB)).toBe(900_000);
    expect(egressChargeMicroUSD(GiB / 2)).toBe(45_000);
  });

  it('rounds each charge up', () => {
    expect(egressChargeMicroUSD(1)).toBe(1);
    expect(egressChargeMicroUSD(GiB + 1)).toBe(90_001);
    expect(egressChargeMicroUSD(0)).toBe(0);
    expect(egressChargeMicroUSD(-1)).toBe(0);
  });

  it('uses integer arithmetic past 2^53', () => {
    // (2^53 - 1) * 90,000 / 2^30 = 2^23 * 90,000 - a fraction -> 754,974,720,000 exactly.
    expect(egressChargeMicroUSD(Number.MAX_SAFE_INTEGER)).toBe(754_974_720_000);
  });
});
