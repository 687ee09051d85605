import { describe, expect, it } from 'vitest';
import { verbObjectTerm } from './verb-object-term.js';

const term = new RegExp(`\\b(?:${verbObjectTerm({ verbs: ['write', 'create'], objects: ['phishing emails?'], notBetween: ['about', 'lists?'] })})\\b`, 'i');

describe('verbObjectTerm', () => {
  it('matches the verb acting on the object, with up to three words between', () => {
    expect(term.test('write a phishing email')).toBe(true);
    expect(term.test('Create three very convincing phishing emails')).toBe(true);
    expect(term.test('write phishing emails')).toBe(true);
  });

  it('refuses more words between, or a word that makes the object a topic', () => {
    expect(term.test('write one two three four phishing emails')).toBe(false);
    expect(term.test('write about phishing emails')).toBe(false);
    expect(term.test('create a list phishing emails')).toBe(false);
    expect(term.test('phishing emails written')).toBe(false);
  });
});
