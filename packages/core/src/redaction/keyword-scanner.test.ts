import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeywordScanner } from './keyword-scanner.js';

describe('createKeywordScanner', () => {
  it('finds keywords that overlap, nest or share a start', () => {
    const scanner = createKeywordScanner(['pass', 'password', 'sk-', 'sk-ant-', 'ab', 'bc', 'key']);
    expect([...scanner.scan('my password is sk-ant-x')].sort()).toEqual(['pass', 'password', 'sk-', 'sk-ant-'].sort());
    expect([...scanner.scan('abc')].sort()).toEqual(['ab', 'bc']);
    expect(scanner.scan('nothing to see').size).toBe(0);
  });

  it('treats regex characters in keywords as plain text', () => {
    const scanner = createKeywordScanner(['dp.pt.', '[redacted:', '-u ']);
    expect([...scanner.scan('token dp.pt.abc and [redacted:jwt] and curl -u a:b')].sort()).toEqual(['-u ', '[redacted:', 'dp.pt.']);
    expect(scanner.scan('dpxptx').size).toBe(0);
  });

  it('answers exactly what testing each keyword with includes answers, for any text', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', 'k', 'e', 'y', '-', '_', '.', ' ');
    const word = fc.string({ unit: alphabet, minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.string({ unit: alphabet, maxLength: 60 }), (keywords, text) => {
        const expected = new Set(keywords.filter((k) => text.includes(k)));
        expect(createKeywordScanner(keywords).scan(text)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
