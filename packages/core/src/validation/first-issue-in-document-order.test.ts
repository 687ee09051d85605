import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssues } from './field-error-from-issues.js';
import { firstIssueInDocumentOrder } from './first-issue-in-document-order.js';

const schema = v.strictObject({
  incident: v.strictObject({ id: v.string(), category: v.picklist(['malware', 'phishing']), awareAt: v.string() }),
});

function firstField(input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorFromIssues([firstIssueInDocumentOrder(result.issues)]);
}

describe('firstIssueInDocumentOrder', () => {
  it('reports a misspelt key as unknown rather than the key it replaced as missing', () => {
    expect(firstField({ incident: { id: 'a', category: 'malware', awarAt: 'x' } })).toEqual({
      field: 'incident.awarAt',
      reason: 'unknown-field',
    });
  });

  it('follows the order of the input document', () => {
    expect(firstField({ incident: { category: 'meteor', id: 5, awareAt: 'x' } }).field).toBe('incident.category');
    expect(firstField({ incident: { id: 5, category: 'meteor', awareAt: 'x' } }).field).toBe('incident.id');
  });

  it('reports missing fields after present ones, in schema order', () => {
    expect(firstField({ incident: { awareAt: 'x' } })).toEqual({ field: 'incident.id', reason: 'required' });
  });
});
