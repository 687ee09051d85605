import { describe, expect, it } from 'vitest';
import { factorAlternatives } from './factor-alternatives.js';
import { parseRegExpSource, printAlternation } from './regexp-tree.js';

const factored = (source: string) => {
  const tree = parseRegExpSource(source);
  if (!tree) throw new Error(`not parsed: ${source}`);
  return printAlternation(factorAlternatives(tree));
};

describe('factorAlternatives', () => {
  it('writes a shared beginning once, where that is no longer', () => {
    expect(factored('steal\\w*|stealth|stealing')).toBe('steal(?:\\w*|th|ing)');
    expect(factored('detect|defend')).toBe('detect|defend'); // "de(?:tect|fend)" is longer
    expect(factored('pay ?stubs?|pay slips?|payment')).toBe('pay(?: ?stubs?| slips?|ment)');
  });

  it('gathers words that begin alike past words that begin otherwise, never past one that may begin alike', () => {
    expect(factored('brother|sister|brothers-in-law|sisters-in-law')).toBe('(?:broth|sist)er(?:|s-in-law)');
    // Moved ahead of "microsoft", but not joined: a different case is a different term as written.
    expect(factored('Paypal|microsoft|payments')).toBe('Paypal|payments|microsoft');
    expect(factored('brother|\\w+ly|brothers')).toBe('brother|\\w+ly|brothers');
    expect(factored('brother|(?:x)?y|brothers')).toBe('brother|(?:x)?y|brothers');
  });

  it('does not share a beginning that can match more than one way', () => {
    expect(factored('a?bcdef|a?bcxyz')).toBe('a?bcdef|a?bcxyz');
    expect(factored('\\w+ing|\\w+ed')).toBe('\\w+ing|\\w+ed');
    // "abcda*(?:ab|a?)" would match "abcdaa" in "abcdaab", where the original matches "abcdaab".
    expect(factored('abcda*ab|abcda*a?')).toBe('abcd(?:a*ab|a*a?)');
    expect('abcdaab'.match(new RegExp(factored('abcda*ab|abcda*a?')))?.[0]).toBe('abcdaab');
  });

  it('writes a shared ending once for alternatives in a row', () => {
    expect(factored('people\\s+(?:passwords?|pins?)|everyone\\s+(?:passwords?|pins?)|x')).toBe('(?:peopl|everyon)e\\s+(?:passwords?|pins?)|x');
    expect(factored('a\\w*|b\\w*')).toBe('a\\w*|b\\w*'); // "(?:a|b)\\w*" is no shorter
  });

  it('drops repeated alternatives and groups that group nothing', () => {
    expect(factored('cat|dog|cat')).toBe('cat|dog');
    expect(factored('(?:cat)s|(?:dog|(?:cow))')).toBe('cats|cow|dog');
    expect(factored('(?=(?:ab))(?:x|y)+')).toBe('(?=ab)(?:x|y)+');
  });

  it('keeps look-arounds and quantified groups as groups', () => {
    expect(factored('(?:a|b)?c|(?!x)(?:d)')).toBe('(?:a|b)?c|(?!x)d');
  });
});
