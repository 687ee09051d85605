import { describe, expect, it } from 'vitest';
import { freeRequestsPerDayOf, principalRefusal } from './principal-access.js';

describe('principalRefusal', () => {
  it('lets an active principal act and refuses a suspended one with 403 forbidden', () => {
    expect(principalRefusal({ status: 'active' })).toBeNull();
    expect(principalRefusal({ status: 'suspended' })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });
});

describe('freeRequestsPerDayOf', () => {
  it("takes the principal's own setting, 0 included, else the service's", () => {
    expect(freeRequestsPerDayOf({ freeRequestsPerDay: 0 }, 10)).toBe(0);
    expect(freeRequestsPerDayOf({ freeRequestsPerDay: 3 }, 10)).toBe(3);
    expect(freeRequestsPerDayOf({}, 10)).toBe(10);
    expect(freeRequestsPerDayOf({ freeRequestsPerDay: null }, 10)).toBe(10);
  });
});
