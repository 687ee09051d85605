import { describe, expect, it } from 'vitest';
import { ageAtAsOf, assetChecks, immutableCheck, offsiteCheck, restoreTestCheck, rpoCheck, rtoOrderCheck } from './asset-checks.js';

const asOfMs = Date.UTC(2025, 5, 30, 9, 0, 0);

describe('rpoCheck', () => {
  it('passes a backup within the RPO and gives its age in hours to 2 decimals', () => {
    expect(rpoCheck('2025-06-30T06:40:00Z', 4, asOfMs)).toEqual({ check: 'rpo', status: 'pass', ageHours: 2.33, rpoHours: 4 });
  });
  it('reads offsets', () => {
    expect(rpoCheck('2025-06-30T17:00:00+09:00', 1, asOfMs)).toMatchObject({ status: 'pass', ageHours: 1 });
  });
  it('passes at exactly the RPO and fails beyond it', () => {
    expect(rpoCheck('2025-06-29T09:00:00Z', 24, asOfMs)).toMatchObject({ status: 'pass', ageHours: 24 });
    expect(rpoCheck('2025-06-29T08:59:00Z', 24, asOfMs)).toMatchObject({ status: 'fail', ageHours: 24.02 });
  });
  it('compares the rounded age, so the status agrees with the figure shown', () => {
    expect(rpoCheck('2025-06-29T08:59:59Z', 24, asOfMs)).toMatchObject({ status: 'pass', ageHours: 24 });
  });
  it('fails without a backup', () => {
    expect(rpoCheck(null, 24, asOfMs)).toEqual({ check: 'rpo', status: 'fail', ageHours: null, rpoHours: 24 });
  });
  it('counts a backup dated after asOf as absent, and one exactly at asOf as present', () => {
    expect(rpoCheck('2025-06-30T09:00:01Z', 24, asOfMs)).toMatchObject({ status: 'fail', ageHours: null });
    expect(rpoCheck('2025-06-30T09:00:00Z', 0, asOfMs)).toMatchObject({ status: 'pass', ageHours: 0 });
  });
});

describe('restoreTestCheck', () => {
  it('gives the age in whole days, rounded down', () => {
    expect(restoreTestCheck('2025-04-01T09:00:01Z', 90, asOfMs)).toEqual({ check: 'restore-test', status: 'pass', ageDays: 89, maxAgeDays: 90 });
    expect(restoreTestCheck('2025-04-01T09:00:00Z', 90, asOfMs)).toMatchObject({ status: 'pass', ageDays: 90 });
  });
  it('fails past the maximum age', () => {
    expect(restoreTestCheck('2025-03-31T09:00:00Z', 90, asOfMs)).toMatchObject({ status: 'fail', ageDays: 91 });
  });
  it('fails without a restore test, or with one dated after asOf', () => {
    expect(restoreTestCheck(null, 90, asOfMs)).toEqual({ check: 'restore-test', status: 'fail', ageDays: null, maxAgeDays: 90 });
    expect(restoreTestCheck('2025-07-01T00:00:00Z', 90, asOfMs)).toMatchObject({ status: 'fail', ageDays: null });
  });
});

describe('offsiteCheck and immutableCheck', () => {
  it('fails without an off-site copy', () => {
    expect(offsiteCheck(true)).toEqual({ check: 'offsite', status: 'pass', offsite: true });
    expect(offsiteCheck(false)).toEqual({ check: 'offsite', status: 'fail', offsite: false });
  });
  it('fails a missing immutable copy for critical and high, warns for medium and low', () => {
    expect(immutableCheck(false, 'critical').status).toBe('fail');
    expect(immutableCheck(false, 'high').status).toBe('fail');
    expect(immutableCheck(false, 'medium').status).toBe('warn');
    expect(immutableCheck(false, 'low')).toEqual({ check: 'immutable', status: 'warn', immutable: false });
    for (const c of ['critical', 'high', 'medium', 'low'] as const) expect(immutableCheck(true, c).status).toBe('pass');
  });
});

describe('rtoOrderCheck', () => {
  it('passes when no direct dependency has a longer RTO (an equal one is fine)', () => {
    expect(
      rtoOrderCheck(4, [
        { id: 'idp', rtoHours: 2 },
        { id: 'db', rtoHours: 4 },
      ]),
    ).toEqual({
      check: 'rto-order',
      status: 'pass',
      rtoHours: 4,
      blockingDependencies: [],
    });
    expect(rtoOrderCheck(4, []).status).toBe('pass');
  });
  it('fails and names the longer dependencies by id', () => {
    const deps = [
      { id: 'storage', rtoHours: 8 },
      { id: 'idp', rtoHours: 2 },
      { id: 'Queue', rtoHours: 5 },
      { id: 'db', rtoHours: 4.5 },
    ];
    expect(rtoOrderCheck(4, deps)).toMatchObject({ status: 'fail', blockingDependencies: ['Queue', 'db', 'storage'] });
  });
});

describe('assetChecks', () => {
  it('gives the five checks in order', () => {
    const asset = {
      criticality: 'medium' as const,
      rtoHours: 12,
      rpoHours: 24,
      backups: { lastSuccessAt: '2025-06-30T08:00:00Z', lastRestoreTestAt: null, offsite: false, immutable: false },
    };
    expect(assetChecks(asset, asOfMs, 365, [{ id: 'db', rtoHours: 24 }]).map((c) => [c.check, c.status])).toEqual([
      ['rpo', 'pass'],
      ['restore-test', 'fail'],
      ['offsite', 'fail'],
      ['immutable', 'warn'],
      ['rto-order', 'fail'],
    ]);
  });
  it('ageAtAsOf measures up to asOf only', () => {
    expect(ageAtAsOf('2025-06-30T08:00:00Z', asOfMs)).toBe(3_600_000);
    expect(ageAtAsOf('2025-06-30T10:00:00Z', asOfMs)).toBeNull();
    expect(ageAtAsOf(null, asOfMs)).toBeNull();
  });
});
