import { describe, expect, it } from 'vitest';
import { describeFieldError } from '../errors/api-error.js';
import { HISTORY_PAGE_DEFAULT, readHistoryQuery, writeHistoryCursor } from './history-query.js';

const MODELS = ['shared-1', 'shared-2'];
const JOB = '3b241101-e2bb-4255-8caf-4136c566a962';
const read = (query: Record<string, string>) => readHistoryQuery(query, MODELS);
const problem = (query: Record<string, string>) => {
  const result = read(query);
  if (result.ok) throw new Error('expected a field error');
  return { ...result.error, sentence: result.error.message ?? describeFieldError(result.error) };
};

describe('readHistoryQuery', () => {
  it('reads an empty query as every job, a default page', () => {
    expect(read({})).toEqual({ ok: true, value: { limit: HISTORY_PAGE_DEFAULT } });
  });

  it('reads every filter, the `to` day included whole', () => {
    const result = read({ model: 'shared-2', outcome: 'withheld', from: '2026-11-01', to: '2026-11-28', limit: '10' });
    expect(result).toEqual({
      ok: true,
      value: { model: 'shared-2', outcome: 'withheld', createdFrom: Date.UTC(2026, 10, 1), createdBefore: Date.UTC(2026, 10, 29), limit: 10 },
    });
  });

  it('takes one day as from and to', () => {
    const result = read({ from: '2026-11-28', to: '2026-11-28' });
    expect(result.ok && result.value.createdBefore! - result.value.createdFrom!).toBe(86_400_000);
  });

  it('refuses a model that is not configured, naming the ones that are', () => {
    expect(problem({ model: 'gpt-9' })).toMatchObject({ field: 'model', reason: 'not-an-allowed-value', allowed: MODELS });
  });

  it('refuses an outcome it does not know, naming the four', () => {
    expect(problem({ outcome: 'succeeded' }).sentence).toBe("The field 'outcome' must be one of: answered, withheld, failed, in-progress.");
  });

  it('refuses a day that is not YYYY-MM-DD or does not exist', () => {
    for (const day of ['28/11/2026', '2026-11-28T00:00:00Z', '2026-02-30', '2026-13-01', ''])
      expect(problem({ from: day }).sentence).toBe("The field 'from' must be a UTC day written YYYY-MM-DD.");
    expect(problem({ to: 'yesterday' }).field).toBe('to');
  });

  it('refuses a from after its to', () => {
    expect(problem({ from: '2026-11-28', to: '2026-11-27' })).toMatchObject({ field: 'from', reason: 'out-of-range' });
  });

  it('refuses a limit out of 1 to 200 and an unknown field', () => {
    for (const limit of ['0', '201', '-1', '1.5', 'ten']) expect(problem({ limit }).field).toBe('limit');
    expect(problem({ sort: 'asc' })).toMatchObject({ field: 'sort', reason: 'unknown-field' });
  });

  it('reads back the cursor it writes, and refuses any other', () => {
    const cursor = { createdAt: Date.UTC(2026, 10, 28, 10), jobId: JOB };
    expect(read({ cursor: writeHistoryCursor(cursor) })).toEqual({ ok: true, value: { limit: HISTORY_PAGE_DEFAULT, after: cursor } });
    for (const bad of ['', 'abc', `x.${JOB}`, '1764324000000.not-a-job', JOB]) expect(problem({ cursor: bad }).field).toBe('cursor');
  });
});
