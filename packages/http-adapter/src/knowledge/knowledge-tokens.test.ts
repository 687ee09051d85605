import { describe, expect, it } from 'vitest';
import { looksLikeId, processTerm, tokenizeField, tokenizeQuery } from './knowledge-tokens.js';

describe('knowledge tokens', () => {
  it('keeps the id field whole and splits text fields on spaces and punctuation', () => {
    expect(tokenizeField('T1566.001', 'id')).toEqual(['T1566.001']);
    expect(tokenizeField("('Cross-site Scripting')", 'title').filter(Boolean)).toEqual(['Cross', 'site', 'Scripting']);
  });

  it('keeps ids inside a query whole, in their canonical form', () => {
    expect(tokenizeQuery('phishing t1566/001').filter(Boolean)).toEqual(['T1566.001', 'phishing']);
    expect(tokenizeQuery('cwe 79 xss').filter(Boolean)).toEqual(['CWE-79', 'xss']);
    expect(tokenizeQuery('sql injection').filter(Boolean)).toEqual(['sql', 'injection']);
  });

  it('lower-cases terms and drops stop words', () => {
    expect(processTerm('Phishing')).toBe('phishing');
    expect(processTerm('The')).toBeNull();
    expect(processTerm('')).toBeNull();
    expect(looksLikeId('t1566')).toBe(true);
    expect(looksLikeId('spearfishing')).toBe(false);
  });
});
