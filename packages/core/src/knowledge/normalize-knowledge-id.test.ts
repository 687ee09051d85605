import { describe, expect, it } from 'vitest';
import { normalizeKnowledgeId } from './normalize-knowledge-id.js';

describe('normalizeKnowledgeId', () => {
  it('writes CWE ids one way', () => {
    for (const text of ['CWE-79', 'cwe-79', 'CWE 79', ' cwe79 ', 'CWE_079']) expect(normalizeKnowledgeId(text)).toBe('CWE-79');
  });

  it('writes ATT&CK ids one way', () => {
    expect(normalizeKnowledgeId('t1566.001')).toBe('T1566.001');
    expect(normalizeKnowledgeId('T1566/001')).toBe('T1566.001');
    expect(normalizeKnowledgeId('T1566')).toBe('T1566');
    expect(normalizeKnowledgeId('ta0001')).toBe('TA0001');
    expect(normalizeKnowledgeId('m1017')).toBe('M1017');
    expect(normalizeKnowledgeId('G0082')).toBe('G0082');
    expect(normalizeKnowledgeId('s0002')).toBe('S0002');
  });

  it('answers undefined for words and bare numbers', () => {
    for (const text of ['79', 'phishing', 'T15', 'T1566.1', 'CWE-', 'sql injection']) expect(normalizeKnowledgeId(text)).toBeUndefined();
  });
});
