import { describe, expect, it } from 'vitest';
import { respond } from './respond.js';
import { INCIDENT_CATEGORIES } from './respond-schema.js';

const incident = {
  id: 'INC-1',
  category: 'phishing',
  awareAt: '2025-06-05T16:30:00Z',
  ongoing: false,
  criticalSystemAffected: false,
  significant: false,
  nis2Entity: false,
  jurisdictions: ['eu'],
};

function errorOf(input: unknown) {
  const result = respond(input);
  if (result.ok) throw new Error('expected an error');
  const error = result.error;
  if (error.code !== 'invalid-input') throw new Error(`expected invalid-input, got ${error.code}`);
  expect(error.message).toMatch(/\S/);
  return { field: error.field, reason: error.reason, ...(error.allowed && { allowed: error.allowed }) };
}

const withIncident = (overrides: Record<string, unknown>) => ({ incident: { ...incident, ...overrides } });

describe('respond input validation', () => {
  it('accepts the baseline', () => {
    expect(respond({ incident }).ok).toBe(true);
  });

  it('needs an object with an incident object', () => {
    expect(errorOf('incident')).toEqual({ field: '', reason: 'wrong-type' });
    expect(errorOf({})).toEqual({ field: 'incident', reason: 'required' });
    expect(errorOf({ incident: [] })).toEqual({ field: 'incident', reason: 'wrong-type' });
    expect(errorOf({ incident: null })).toEqual({ field: 'incident', reason: 'wrong-type' });
  });

  it('rejects unknown fields, such as the typo awarAt', () => {
    const { awareAt, ...rest } = incident;
    expect(errorOf({ incident: { ...rest, awarAt: awareAt } })).toEqual({ field: 'incident.awarAt', reason: 'unknown-field' });
    expect(errorOf({ incident, extra: true })).toEqual({ field: 'extra', reason: 'unknown-field' });
    expect(errorOf(withIncident({ personalData: { records: 1, highrisk: true } }))).toEqual({
      field: 'incident.personalData.highrisk',
      reason: 'unknown-field',
    });
  });

  it('reports missing fields', () => {
    const { ongoing: _, ...noOngoing } = incident;
    expect(errorOf({ incident: noOngoing })).toEqual({ field: 'incident.ongoing', reason: 'required' });
    expect(errorOf(withIncident({ personalData: { sensitive: true } }))).toEqual({ field: 'incident.personalData.records', reason: 'required' });
    expect(errorOf(withIncident({ jurisdictions: [] }))).toEqual({ field: 'incident.jurisdictions', reason: 'required' });
  });

  it('reports wrong types', () => {
    expect(errorOf(withIncident({ id: 42 }))).toEqual({ field: 'incident.id', reason: 'wrong-type' });
    expect(errorOf(withIncident({ ongoing: 'yes' }))).toEqual({ field: 'incident.ongoing', reason: 'wrong-type' });
    expect(errorOf(withIncident({ nis2Entity: 1 }))).toEqual({ field: 'incident.nis2Entity', reason: 'wrong-type' });
    expect(errorOf(withIncident({ awareAt: 1_749_141_000_000 }))).toEqual({ field: 'incident.awareAt', reason: 'wrong-type' });
    expect(errorOf(withIncident({ personalData: 500 }))).toEqual({ field: 'incident.personalData', reason: 'wrong-type' });
    expect(errorOf(withIncident({ personalData: { records: '500' } }))).toEqual({ field: 'incident.personalData.records', reason: 'wrong-type' });
    expect(errorOf(withIncident({ personalData: { records: 2.5 } }))).toEqual({ field: 'incident.personalData.records', reason: 'wrong-type' });
    expect(errorOf(withIncident({ personalData: { records: 5, sensitive: 'no' } }))).toEqual({
      field: 'incident.personalData.sensitive',
      reason: 'wrong-type',
    });
    expect(errorOf(withIncident({ jurisdictions: 'eu' }))).toEqual({ field: 'incident.jurisdictions', reason: 'wrong-type' });
  });

  it('reports values out of range or too long', () => {
    expect(errorOf(withIncident({ personalData: { records: -1 } }))).toEqual({ field: 'incident.personalData.records', reason: 'out-of-range' });
    expect(errorOf(withIncident({ id: 'x'.repeat(201) }))).toEqual({ field: 'incident.id', reason: 'too-long' });
    expect(respond(withIncident({ id: 'x'.repeat(200) })).ok).toBe(true);
    expect(errorOf(withIncident({ id: '' }))).toEqual({ field: 'incident.id', reason: 'required' });
  });

  it('lists the allowed values', () => {
    expect(errorOf(withIncident({ category: 'meteor' }))).toEqual({
      field: 'incident.category',
      reason: 'not-an-allowed-value',
      allowed: [...INCIDENT_CATEGORIES],
    });
    expect(errorOf(withIncident({ jurisdictions: ['eu', 'us'] }))).toEqual({
      field: 'incident.jurisdictions[1]',
      reason: 'not-an-allowed-value',
      allowed: ['jp', 'eu', 'other'],
    });
  });

  it('rejects timestamps without a time or an offset, and impossible dates', () => {
    for (const awareAt of ['2025-06-05', '2025-06-05T16:30:00', '2025-02-30T00:00:00Z', 'yesterday']) {
      expect(errorOf(withIncident({ awareAt }))).toEqual({ field: 'incident.awareAt', reason: 'invalid-timestamp' });
    }
  });

  it('rejects a repeated jurisdiction at the repeat', () => {
    expect(errorOf(withIncident({ jurisdictions: ['jp', 'eu', 'jp'] }))).toEqual({ field: 'incident.jurisdictions[2]', reason: 'duplicate' });
    expect(errorOf(withIncident({ jurisdictions: ['other', 'other'] }))).toEqual({ field: 'incident.jurisdictions[1]', reason: 'duplicate' });
  });

  it('reports the first failing field in the order of the input document', () => {
    expect(errorOf({ incident: { ...incident, category: 'meteor', ongoing: 'x' } })).toMatchObject({ field: 'incident.category' });
    const { ongoing: _, ...rest } = incident;
    expect(errorOf({ incident: { ongoing: 'x', ...rest, category: 'meteor' } })).toMatchObject({ field: 'incident.ongoing' });
  });
});
