import { describe, expect, it } from 'vitest';
import { createCheckInterner } from './intern-checks.js';
import { rpoCheck, rtoOrderCheck } from './asset-checks.js';

describe('createCheckInterner', () => {
  it('gives equal checks one frozen record and different ones their own', () => {
    const intern = createCheckInterner();
    const asOf = Date.UTC(2025, 5, 30, 9);
    const a = intern(rpoCheck('2025-06-30T08:00:00Z', 24, asOf));
    const b = intern(rpoCheck('2025-06-30T08:00:00Z', 24, asOf));
    const c = intern(rpoCheck('2025-06-30T08:00:00Z', 12, asOf));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(c).toEqual({ check: 'rpo', status: 'pass', ageHours: 1, rpoHours: 12 });
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { status: string }).status = 'fail';
    }).toThrow(TypeError);
  });

  it('never shares a failing rto-order check: each names its own blocking dependencies', () => {
    const intern = createCheckInterner();
    const deps = [{ id: 'db', rtoHours: 8 }];
    const one = intern(rtoOrderCheck(4, deps));
    const two = intern(rtoOrderCheck(4, deps));
    expect(one).not.toBe(two);
    expect(one).toEqual(two);
    const pass = intern(rtoOrderCheck(9, deps));
    expect(intern(rtoOrderCheck(9, []))).toBe(pass);
    expect(Object.isFrozen(pass.blockingDependencies)).toBe(true);
  });
});
