import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssues } from './field-error-from-issues.js';
import { isTimestamp } from './parse-timestamp.js';

const schema = v.strictObject({
  asOf: v.pipe(
    v.string(),
    v.check((text: string) => isTimestamp(text), 'invalid-timestamp'),
  ),
  assets: v.array(
    v.strictObject({
      id: v.pipe(v.string(), v.minLength(1), v.maxLength(5)),
      criticality: v.picklist(['critical', 'high']),
      rtoHours: v.pipe(v.number(), v.minValue(1)),
    }),
  ),
});

function firstError(input: unknown) {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) throw new Error('expected a failure');
  return fieldErrorFromIssues(result.issues);
}

const asset = { id: 'a', criticality: 'high', rtoHours: 2 };

describe('fieldErrorFromIssues', () => {
  it('names missing, mistyped and unknown fields by dotted path', () => {
    expect(firstError({ assets: [] })).toEqual({ field: 'asOf', reason: 'required' });
    expect(firstError({ asOf: 5, assets: [] })).toEqual({ field: 'asOf', reason: 'wrong-type' });
    expect(firstError({ asOf: '2025-01-01', assets: [] })).toEqual({ field: 'asOf', reason: 'invalid-timestamp' });
    expect(firstError({ asOf: '2025-01-01T00:00:00Z', assets: [asset, { ...asset, extra: 1 }] })).toEqual({
      field: 'assets[1].extra',
      reason: 'unknown-field',
    });
  });

  it('lists the allowed values of a picklist', () => {
    expect(firstError({ asOf: '2025-01-01T00:00:00Z', assets: [{ ...asset, criticality: 'urgent' }] })).toEqual({
      field: 'assets[0].criticality',
      reason: 'not-an-allowed-value',
      allowed: ['critical', 'high'],
    });
  });

  it('reports ranges and lengths', () => {
    expect(firstError({ asOf: '2025-01-01T00:00:00Z', assets: [{ ...asset, rtoHours: 0 }] }).reason).toBe('out-of-range');
    expect(firstError({ asOf: '2025-01-01T00:00:00Z', assets: [{ ...asset, id: 'abcdefg' }] }).reason).toBe('too-long');
  });
});
