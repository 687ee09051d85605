import { describe, expect, it } from 'vitest';
import { knowledgeSnippet } from './knowledge-snippet.js';

const LONG = `${'Adversaries may send messages to users. '.repeat(5)}Spearphishing attachment is a specific variant of spearphishing that uses malware attached to an email. ${'More text follows here. '.repeat(10)}`;

describe('knowledgeSnippet', () => {
  it('answers short text whole, whitespace collapsed', () => {
    expect(knowledgeSnippet('One\n\n two.', ['two'])).toBe('One two.');
  });

  it('centres on the first match, cut at word boundaries with ellipses', () => {
    const snippet = knowledgeSnippet(LONG, ['attachment'], 120);
    expect(snippet).toContain('Spearphishing attachment');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
    expect(snippet.slice(1, 2)).toMatch(/[A-Z]/);
  });

  it('starts at the beginning without a match, or when the match is near the start', () => {
    expect(knowledgeSnippet(LONG, ['zzz'], 80).startsWith('Adversaries may send')).toBe(true);
    expect(knowledgeSnippet(LONG, ['messages'], 80).startsWith('Adversaries may send')).toBe(true);
  });

  it('matches only at the start of a word', () => {
    const text = `${'mysql is a database. '.repeat(10)}Then sql injection happens here. ${'Filler words. '.repeat(10)}`;
    expect(knowledgeSnippet(text, ['sql'], 80)).toContain('sql injection');
  });
});
