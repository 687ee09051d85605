import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssues } from '../validation/field-error-from-issues.js';
import {
  findingBatchSchema,
  findingTransitionSchema,
  parseFindingBatch,
  parseFindingTransition,
  readFindingQuery,
  writeFindingCursor,
} from './findings-request.js';

const finding = {
  source: 'sast',
  sourceId: 's-1',
  asset: { id: 'repo:api' },
  vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts' } },
  reachability: 'likely',
  observedAt: '2026-11-20T08:00:00Z',
};
const check = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? 'ok' : fieldErrorFromIssues(result.issues);
};

describe('the findings batch', () => {
  it('takes 1 to 1,000 findings and names the first bad one by its index', () => {
    expect(check(findingBatchSchema, { findings: [finding] })).toBe('ok');
    expect(check(findingBatchSchema, { findings: Array.from({ length: 1_000 }, () => finding) })).toBe('ok');
    expect(check(findingBatchSchema, { findings: Array.from({ length: 1_001 }, () => finding) })).toMatchObject({ field: 'findings', reason: 'too-many' });
    expect(check(findingBatchSchema, { findings: [] })).toMatchObject({ field: 'findings', reason: 'required' });
    expect(check(findingBatchSchema, { findings: [finding, { ...finding, reachability: 'sure' }] })).toMatchObject({
      field: 'findings[1].reachability',
      reason: 'not-an-allowed-value',
    });
    expect(check(findingBatchSchema, [finding])).toMatchObject({ reason: 'wrong-type' });
  });

  it('takes a move with its reason', () => {
    expect(check(findingTransitionSchema, { to: 'in-progress', reason: 'patch scheduled' })).toBe('ok');
    expect(check(findingTransitionSchema, { to: 'in-progress' })).toMatchObject({ field: 'reason', reason: 'required' });
    expect(check(findingTransitionSchema, { to: 'done', reason: 'x' })).toMatchObject({ field: 'to', reason: 'not-an-allowed-value' });
  });
});

describe('parseFindingBatch and parseFindingTransition', () => {
  it('answer the findings and the move, or the first bad field; a body that is no object is `body`', () => {
    expect(parseFindingBatch({ findings: [finding] })).toEqual({ ok: true, value: [finding] });
    expect(parseFindingBatch({ findings: [finding], extra: 1 })).toMatchObject({ ok: false, error: { field: 'extra', reason: 'unknown-field' } });
    expect(parseFindingBatch(null)).toEqual({ ok: false, error: { field: 'body', reason: 'required' } });
    expect(parseFindingBatch([finding])).toEqual({ ok: false, error: { field: 'body', reason: 'wrong-type' } });
    expect(parseFindingTransition({ to: 'verified', reason: 'patched in 2.4.51' })).toEqual({
      ok: true,
      value: { to: 'verified', reason: 'patched in 2.4.51' },
    });
    expect(parseFindingTransition('verified')).toEqual({ ok: false, error: { field: 'body', reason: 'wrong-type' } });
    expect(parseFindingTransition({ to: 'verified', reason: '' })).toMatchObject({ ok: false, error: { field: 'reason' } });
  });
});

describe('readFindingQuery', () => {
  it('reads every filter, with 50 findings a page by default', () => {
    expect(readFindingQuery({})).toEqual({ ok: true, value: { limit: 50 } });
    expect(readFindingQuery({ status: 'reopened', asset: 'web-1', cve: 'CVE-2024-3094', minScore: '40', limit: '200', cursor: '73.fnd_1' })).toEqual({
      ok: true,
      value: { status: 'reopened', assetId: 'web-1', cve: 'CVE-2024-3094', minScore: 40, limit: 200, after: { score: 73, id: 'fnd_1' } },
    });
  });

  it.each([
    [{ status: 'open' }, 'status', 'not-an-allowed-value'],
    [{ cve: 'log4shell' }, 'cve', 'wrong-type'],
    [{ minScore: '101' }, 'minScore', 'out-of-range'],
    [{ minScore: '-1' }, 'minScore', 'out-of-range'],
    [{ limit: '0' }, 'limit', 'out-of-range'],
    [{ limit: '201' }, 'limit', 'out-of-range'],
    [{ cursor: 'abc' }, 'cursor', 'wrong-type'],
    [{ sort: 'asc' }, 'sort', 'unknown-field'],
    [{ asset: '' }, 'asset', 'required'],
    [{ asset: 'web\u00001' }, 'asset', 'wrong-type'],
  ])('refuses %j naming the field', (query, field, reason) => {
    expect(readFindingQuery(query)).toMatchObject({ ok: false, error: { field, reason } });
  });

  it('reads back every cursor it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.stringMatching(/^fnd_[0-9a-f-]{1,40}$/), (score, id) => {
        expect(readFindingQuery({ cursor: writeFindingCursor({ score, id }) })).toEqual({ ok: true, value: { limit: 50, after: { score, id } } });
      }),
    );
  });
});
