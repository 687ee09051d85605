import { describe, expect, it } from 'vitest';
import { readKnowledgeContextQuery, readKnowledgeSearchQuery } from './read-knowledge-query.js';

function refusal(result: ReturnType<typeof readKnowledgeSearchQuery> | ReturnType<typeof readKnowledgeContextQuery>) {
  if (result.ok) throw new Error('expected a refusal');
  return { status: result.error.status, ...result.error.body.error };
}

describe('readKnowledgeSearchQuery', () => {
  it('trims q and defaults limit to 8', () => {
    expect(readKnowledgeSearchQuery({ q: '  phishing ' })).toEqual({ ok: true, value: { q: 'phishing', limit: 8 } });
    expect(readKnowledgeSearchQuery({ q: 'x', limit: '50' })).toEqual({ ok: true, value: { q: 'x', limit: 50 } });
    expect(readKnowledgeSearchQuery({ q: 'x'.repeat(200), limit: ' 1 ' })).toMatchObject({ ok: true, value: { limit: 1 } });
  });

  it('refuses a missing, blank or over-long q', () => {
    for (const q of [undefined, '', '   ']) {
      expect(refusal(readKnowledgeSearchQuery({ q }))).toMatchObject({ status: 400, code: 'invalid-query', field: 'q', reason: 'required' });
    }
    expect(refusal(readKnowledgeSearchQuery({ q: `  ${'x'.repeat(201)}  ` }))).toMatchObject({ field: 'q', reason: 'too-long' });
  });

  it('refuses a limit that is not a whole number, or outside 1 to 50', () => {
    for (const limit of ['', 'ten', '2.5', '1e1', '0x10']) {
      expect(refusal(readKnowledgeSearchQuery({ q: 'x', limit }))).toMatchObject({ code: 'invalid-query', field: 'limit', reason: 'wrong-type' });
    }
    for (const limit of ['0', '51', '-3', '99999999999999999999']) {
      expect(refusal(readKnowledgeSearchQuery({ q: 'x', limit }))).toMatchObject({ field: 'limit', reason: 'out-of-range' });
    }
  });
});

describe('readKnowledgeContextQuery', () => {
  it('trims the id and refuses a missing or over-long one', () => {
    expect(readKnowledgeContextQuery({ id: ' T1566 ' })).toEqual({ ok: true, value: { id: 'T1566' } });
    expect(refusal(readKnowledgeContextQuery({}))).toMatchObject({ status: 400, code: 'invalid-query', field: 'id', reason: 'required' });
    expect(refusal(readKnowledgeContextQuery({ id: 'x'.repeat(201) }))).toMatchObject({ field: 'id', reason: 'too-long' });
  });
});
