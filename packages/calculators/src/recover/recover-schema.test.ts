import { describe, expect, it } from 'vitest';
import { parseInput } from '../calculator-error.js';
import { recoverSchema } from './recover-schema.js';

const backups = { lastSuccessAt: '2025-06-30T08:00:00Z', lastRestoreTestAt: null, offsite: true, immutable: true };
const asset = { id: 'db', criticality: 'critical', rtoHours: 4, rpoHours: 1, backups };
const valid = { asOf: '2025-06-30T09:00:00Z', assets: [asset] };

function errorOf(input: unknown) {
  const result = parseInput(recoverSchema, input);
  if (result.ok) throw new Error('expected invalid input');
  return result.error;
}

const without = <T extends object>(object: T, key: keyof T) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));

describe('recoverSchema', () => {
  it('reads a minimal input and fills in the defaults', () => {
    const result = parseInput(recoverSchema, valid);
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        assets: [{ ...asset, dependsOn: [] }],
        policy: { restoreTestMaxAgeDays: { critical: 90, high: 180, medium: 365, low: 365 } },
      },
    });
  });

  it('keeps the policy maxima given and defaults the others', () => {
    const result = parseInput(recoverSchema, { ...valid, policy: { restoreTestMaxAgeDays: { high: 30 } } });
    expect(result.ok && result.value.policy).toEqual({ restoreTestMaxAgeDays: { critical: 90, high: 30, medium: 365, low: 365 } });
    const empty = parseInput(recoverSchema, { ...valid, policy: {} });
    expect(empty.ok && empty.value.policy.restoreTestMaxAgeDays.low).toBe(365);
  });

  it('requires asOf, assets and every asset field', () => {
    expect(errorOf({ assets: [asset] })).toMatchObject({ code: 'invalid-input', field: 'asOf', reason: 'required' });
    expect(errorOf({ asOf: valid.asOf })).toMatchObject({ field: 'assets', reason: 'required' });
    expect(errorOf({ ...valid, assets: [] })).toMatchObject({ field: 'assets', reason: 'required' });
    for (const key of ['id', 'criticality', 'rtoHours', 'rpoHours', 'backups'] as const) {
      expect(errorOf({ ...valid, assets: [without(asset, key)] })).toMatchObject({ field: `assets[0].${key}`, reason: 'required' });
    }
    for (const key of ['lastSuccessAt', 'lastRestoreTestAt', 'offsite', 'immutable'] as const) {
      expect(errorOf({ ...valid, assets: [{ ...asset, backups: without(backups, key) }] })).toMatchObject({
        field: `assets[0].backups.${key}`,
        reason: 'required',
      });
    }
  });

  it('rejects unknown fields everywhere, so a typo is caught', () => {
    const typo = { id: 'db', criticality: 'critical', rtoHours: 4, rpo: 1, backups };
    expect(errorOf({ ...valid, assets: [typo] })).toMatchObject({ field: 'assets[0].rpo', reason: 'unknown-field' });
    expect(errorOf({ ...valid, asof: valid.asOf })).toMatchObject({ field: 'asof', reason: 'unknown-field' });
    expect(errorOf({ ...valid, assets: [{ ...asset, backups: { ...backups, airGapped: true } }] })).toMatchObject({
      field: 'assets[0].backups.airGapped',
      reason: 'unknown-field',
    });
    expect(errorOf({ ...valid, policy: { maxAgeDays: 3 } })).toMatchObject({ field: 'policy.maxAgeDays', reason: 'unknown-field' });
    expect(errorOf({ ...valid, policy: { restoreTestMaxAgeDays: { urgent: 3 } } })).toMatchObject({
      field: 'policy.restoreTestMaxAgeDays.urgent',
      reason: 'unknown-field',
    });
  });

  it('rejects wrong types', () => {
    expect(errorOf({ ...valid, asOf: 1751274000000 })).toMatchObject({ field: 'asOf', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: { db: asset } })).toMatchObject({ field: 'assets', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: [{ ...asset, id: 7 }] })).toMatchObject({ field: 'assets[0].id', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: [{ ...asset, rtoHours: '4' }] })).toMatchObject({ field: 'assets[0].rtoHours', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: [{ ...asset, dependsOn: 'web' }] })).toMatchObject({ field: 'assets[0].dependsOn', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: [{ ...asset, dependsOn: [3] }] })).toMatchObject({ field: 'assets[0].dependsOn[0]', reason: 'wrong-type' });
    expect(errorOf({ ...valid, assets: [{ ...asset, backups: { ...backups, offsite: 'yes' } }] })).toMatchObject({
      field: 'assets[0].backups.offsite',
      reason: 'wrong-type',
    });
    expect(errorOf({ ...valid, assets: [{ ...asset, backups: null }] })).toMatchObject({ field: 'assets[0].backups', reason: 'wrong-type' });
    expect(errorOf({ ...valid, policy: { restoreTestMaxAgeDays: { critical: 30.5 } } })).toMatchObject({
      field: 'policy.restoreTestMaxAgeDays.critical',
      reason: 'wrong-type',
    });
    expect(errorOf('valid')).toMatchObject({ field: '', reason: 'wrong-type' });
    expect(errorOf(null)).toMatchObject({ field: '', reason: 'wrong-type' });
  });

  it('lists the allowed criticalities', () => {
    expect(errorOf({ ...valid, assets: [{ ...asset, criticality: 'urgent' }] })).toMatchObject({
      field: 'assets[0].criticality',
      reason: 'not-an-allowed-value',
      allowed: ['critical', 'high', 'medium', 'low'],
    });
  });

  it('checks ranges: rtoHours > 0, rpoHours >= 0, policy maxima positive, ids 1 to 200 characters', () => {
    expect(errorOf({ ...valid, assets: [{ ...asset, rtoHours: 0 }] })).toMatchObject({ field: 'assets[0].rtoHours', reason: 'out-of-range' });
    expect(errorOf({ ...valid, assets: [{ ...asset, rpoHours: -0.5 }] })).toMatchObject({ field: 'assets[0].rpoHours', reason: 'out-of-range' });
    expect(parseInput(recoverSchema, { ...valid, assets: [{ ...asset, rpoHours: 0 }] }).ok).toBe(true);
    expect(errorOf({ ...valid, assets: [{ ...asset, rtoHours: Number.POSITIVE_INFINITY }] })).toMatchObject({
      field: 'assets[0].rtoHours',
      reason: 'out-of-range',
    });
    expect(errorOf({ ...valid, policy: { restoreTestMaxAgeDays: { low: 0 } } })).toMatchObject({
      field: 'policy.restoreTestMaxAgeDays.low',
      reason: 'out-of-range',
    });
    expect(errorOf({ ...valid, assets: [{ ...asset, id: '' }] })).toMatchObject({ field: 'assets[0].id', reason: 'required' });
    expect(errorOf({ ...valid, assets: [{ ...asset, id: 'x'.repeat(201) }] })).toMatchObject({ field: 'assets[0].id', reason: 'too-long' });
    expect(parseInput(recoverSchema, { ...valid, assets: [{ ...asset, id: 'x'.repeat(200) }] }).ok).toBe(true);
  });

  it('accepts timestamps with a time and an offset only', () => {
    for (const bad of ['2025-06-30', '2025-06-30T09:00:00', '2025-02-30T09:00:00Z', 'yesterday']) {
      expect(errorOf({ ...valid, asOf: bad })).toMatchObject({ field: 'asOf', reason: 'invalid-timestamp' });
      expect(errorOf({ ...valid, assets: [{ ...asset, backups: { ...backups, lastRestoreTestAt: bad } }] })).toMatchObject({
        field: 'assets[0].backups.lastRestoreTestAt',
        reason: 'invalid-timestamp',
      });
    }
    const offset = {
      ...valid,
      asOf: '2025-06-30T18:00:00+09:00',
      assets: [{ ...asset, backups: { ...backups, lastRestoreTestAt: '2025-06-01T00:00:00-04:00' } }],
    };
    expect(parseInput(recoverSchema, offset).ok).toBe(true);
  });

  it('reports the first failing field of the document', () => {
    const second = { ...asset, id: 'web', criticality: 'urgent' };
    expect(errorOf({ ...valid, assets: [asset, second, { ...asset, rtoHours: -1 }] })).toMatchObject({ field: 'assets[1].criticality' });
  });
});
