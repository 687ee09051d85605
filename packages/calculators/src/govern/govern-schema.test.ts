import { describe, expect, it } from 'vitest';
import { govern } from './govern.js';

const risk = { id: 'R-1', likelihood: 3, impact: 3, treatment: 'mitigate', owner: 'CISO' };
const supplier = { id: 'S-1', criticality: 'high', dataAccess: 'internal', contractClauses: [], lastAssessed: null };

function errorOf(input: unknown) {
  const result = govern(input);
  if (result.ok) throw new Error('expected an error');
  const error = result.error;
  if (error.code !== 'invalid-input') throw new Error(`expected invalid-input, got ${error.code}`);
  expect(error.message).toMatch(/\S/);
  return { field: error.field, reason: error.reason, ...(error.allowed && { allowed: error.allowed }) };
}

describe('govern input validation', () => {
  it('needs an object', () => {
    expect(errorOf(5)).toEqual({ field: '', reason: 'wrong-type' });
    expect(errorOf(null)).toEqual({ field: '', reason: 'wrong-type' });
    expect(errorOf([])).toEqual({ field: '', reason: 'wrong-type' });
  });

  it('asks for profile when none of profile, risks, suppliers is given', () => {
    expect(errorOf({})).toEqual({ field: 'profile', reason: 'required' });
    expect(errorOf({ riskAppetite: 9, asOf: '2025-01-01T00:00:00Z' })).toEqual({ field: 'profile', reason: 'required' });
  });

  it('needs asOf when suppliers are given', () => {
    expect(errorOf({ suppliers: [supplier] })).toEqual({ field: 'asOf', reason: 'required' });
    expect(govern({ suppliers: [supplier], asOf: '2025-01-01T00:00:00Z' }).ok).toBe(true);
  });

  it('rejects unknown fields, such as a typo', () => {
    expect(errorOf({ risks: [risk], riskApetite: 5 })).toEqual({ field: 'riskApetite', reason: 'unknown-field' });
    expect(errorOf({ risks: [{ ...risk, onwer: 'x' }] })).toEqual({ field: 'risks[0].onwer', reason: 'unknown-field' });
  });

  it('reports wrong types', () => {
    expect(errorOf({ profile: 'GV.OC-01' })).toEqual({ field: 'profile', reason: 'wrong-type' });
    expect(errorOf({ risks: [5] })).toEqual({ field: 'risks[0]', reason: 'wrong-type' });
    expect(errorOf({ risks: [{ ...risk, likelihood: '3' }] })).toEqual({ field: 'risks[0].likelihood', reason: 'wrong-type' });
    expect(errorOf({ risks: [{ ...risk, impact: 2.5 }] })).toEqual({ field: 'risks[0].impact', reason: 'wrong-type' });
    expect(errorOf({ risks: [{ ...risk, owner: 7 }] })).toEqual({ field: 'risks[0].owner', reason: 'wrong-type' });
    expect(errorOf({ risks: [risk], riskAppetite: '9' })).toEqual({ field: 'riskAppetite', reason: 'wrong-type' });
  });

  it('reports missing fields', () => {
    const { treatment: _, ...noTreatment } = risk;
    expect(errorOf({ risks: [noTreatment] })).toEqual({ field: 'risks[0].treatment', reason: 'required' });
    const { lastAssessed: __, ...noDate } = supplier;
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [noDate] })).toEqual({ field: 'suppliers[0].lastAssessed', reason: 'required' });
  });

  it('reports values out of range', () => {
    expect(errorOf({ risks: [risk], riskAppetite: 0 })).toEqual({ field: 'riskAppetite', reason: 'out-of-range' });
    expect(errorOf({ risks: [risk], riskAppetite: 26 })).toEqual({ field: 'riskAppetite', reason: 'out-of-range' });
    expect(errorOf({ risks: [{ ...risk, likelihood: 0 }] })).toEqual({ field: 'risks[0].likelihood', reason: 'out-of-range' });
    expect(errorOf({ risks: [{ ...risk, impact: 6 }] })).toEqual({ field: 'risks[0].impact', reason: 'out-of-range' });
    expect(errorOf({ profile: [{ subcategory: 'GV.OC-01', current: 5, target: 4 }] })).toEqual({ field: 'profile[0].current', reason: 'out-of-range' });
    expect(errorOf({ profile: [{ subcategory: 'GV.OC-01', current: 1, target: -1 }] })).toEqual({ field: 'profile[0].target', reason: 'out-of-range' });
    expect(errorOf({ risks: [{ ...risk, id: 'x'.repeat(201) }] })).toEqual({ field: 'risks[0].id', reason: 'too-long' });
  });

  it('lists the allowed values', () => {
    expect(errorOf({ risks: [{ ...risk, treatment: 'ignore' }] })).toEqual({
      field: 'risks[0].treatment',
      reason: 'not-an-allowed-value',
      allowed: ['mitigate', 'accept', 'transfer', 'avoid'],
    });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [{ ...supplier, criticality: 'urgent' }] })).toEqual({
      field: 'suppliers[0].criticality',
      reason: 'not-an-allowed-value',
      allowed: ['critical', 'high', 'medium', 'low'],
    });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [{ ...supplier, dataAccess: 'public' }] })).toMatchObject({
      field: 'suppliers[0].dataAccess',
      allowed: ['none', 'internal', 'confidential', 'personal', 'sensitive-personal'],
    });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [{ ...supplier, contractClauses: ['sla'] }] })).toMatchObject({
      field: 'suppliers[0].contractClauses[0]',
      reason: 'not-an-allowed-value',
    });
    const profileError = errorOf({ profile: [{ subcategory: 'GV.XX-01', current: 1, target: 2 }] });
    expect(profileError).toMatchObject({ field: 'profile[0].subcategory', reason: 'not-an-allowed-value' });
    expect(profileError.allowed).toHaveLength(31);
  });

  it('rejects timestamps without a time or an offset', () => {
    expect(errorOf({ risks: [risk], asOf: '2025-01-01' })).toEqual({ field: 'asOf', reason: 'invalid-timestamp' });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [{ ...supplier, lastAssessed: '2024-12-01T00:00:00' }] })).toEqual({
      field: 'suppliers[0].lastAssessed',
      reason: 'invalid-timestamp',
    });
  });

  it('rejects duplicates at the repeating item', () => {
    expect(errorOf({ risks: [risk, { ...risk, id: 'R-2' }, { ...risk, id: 'R-3' }, { ...risk, id: 'R-2' }] })).toEqual({
      field: 'risks[3].id',
      reason: 'duplicate',
    });
    const row = { subcategory: 'GV.OC-01', current: 1, target: 2 };
    expect(errorOf({ profile: [row, row] })).toEqual({ field: 'profile[1].subcategory', reason: 'duplicate' });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [supplier, supplier] })).toEqual({ field: 'suppliers[1].id', reason: 'duplicate' });
    expect(errorOf({ asOf: '2025-01-01T00:00:00Z', suppliers: [{ ...supplier, contractClauses: ['right-to-audit', 'right-to-audit'] }] })).toEqual({
      field: 'suppliers[0].contractClauses[1]',
      reason: 'duplicate',
    });
  });

  it('stops at the first failing field in the order of the input document', () => {
    expect(errorOf({ asOf: 'now', riskAppetite: 99, risks: [{ ...risk, impact: 9 }] })).toEqual({ field: 'asOf', reason: 'invalid-timestamp' });
    expect(errorOf({ risks: [{ ...risk, impact: 9 }], riskAppetite: 99, asOf: 'now' })).toEqual({ field: 'risks[0].impact', reason: 'out-of-range' });
    expect(errorOf({ riskAppetite: 99, risks: [{ ...risk, impact: 9 }] })).toEqual({ field: 'riskAppetite', reason: 'out-of-range' });
    // A misspelt key is reported as unknown, not as the missing key it replaced.
    expect(errorOf({ risks: [{ id: 'R-1', likelihood: 3, impact: 3, treatmnt: 'accept' }] })).toEqual({
      field: 'risks[0].treatmnt',
      reason: 'unknown-field',
    });
    // Missing fields come after present ones, in table order.
    expect(errorOf({ risks: [{ likelihood: 3 }] })).toEqual({ field: 'risks[0].id', reason: 'required' });
  });

  it('runs the cross-field checks after the schema, in document order', () => {
    // Schema errors first.
    expect(errorOf({ risks: [risk, risk], suppliers: [{ ...supplier, criticality: 'x' }] })).toMatchObject({ field: 'suppliers[0].criticality' });
    // A missing asOf comes after the present fields' problems.
    expect(errorOf({ risks: [risk, risk], suppliers: [supplier] })).toEqual({ field: 'risks[1].id', reason: 'duplicate' });
    expect(errorOf({ risks: [risk], suppliers: [supplier] })).toEqual({ field: 'asOf', reason: 'required' });
    // Between present fields, the input's own key order decides.
    const asOf = '2025-01-01T00:00:00Z';
    expect(errorOf({ asOf, suppliers: [supplier, supplier], risks: [risk, risk] })).toEqual({ field: 'suppliers[1].id', reason: 'duplicate' });
    expect(errorOf({ asOf, risks: [risk, risk], suppliers: [supplier, supplier] })).toEqual({ field: 'risks[1].id', reason: 'duplicate' });
    const twice = { ...supplier, id: 'S-2', contractClauses: ['right-to-audit', 'right-to-audit'] };
    expect(errorOf({ asOf, suppliers: [supplier, twice, supplier] })).toEqual({ field: 'suppliers[1].contractClauses[1]', reason: 'duplicate' });
  });

  it('accepts a null owner and empty lists', () => {
    expect(govern({ risks: [{ ...risk, owner: null }] }).ok).toBe(true);
    expect(govern({ profile: [] }).ok).toBe(true);
  });
});
