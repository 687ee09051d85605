import { describe, expect, it } from 'vitest';
import { parseRegExpSource, printAlternation } from './regexp-tree.js';

const roundTrip = (source: string) => {
  const tree = parseRegExpSource(source);
  return tree && printAlternation(tree);
};

describe('parseRegExpSource', () => {
  it('prints what it parsed character for character', () => {
    for (const source of [
      "\\b(?:steal\\w*|get(?:ting)?|log ?in at (?:my|a) link)(?:\\s+[\\w'-]+){0,4}?\\s+(?:passwords?|pins?)\\b",
      "(?=\\b(?:a|b))(?<!\\b(?:not|never)\\s+(?:[\\w'-]+\\s+){0,3})\\b(?:a|b)\\b",
      '(?:(?<!\\w)|(?!\\w))(?:\\[redacted\\]|\\.example|[$€£]\\s?[\\d\\[][\\d,.km]*)',
      '^[\\s\\S]{0,200}?(?:sorry)(?<!["\u201c][^"\u201d\\n]{0,60})',
      '\\x41\\u00e9[^\\]\\\\]|[]|[^]|a{2}|b{2,}|c{2,3}?|',
      '',
    ]) {
      expect(roundTrip(source)).toBe(source);
    }
  });

  it('reads the structure: alternatives, terms, quantifiers and groups', () => {
    const tree = parseRegExpSource('ab?|(?:c|d)+\\w');
    expect(tree?.alternatives.map((s) => s.map((t) => [t.atom.kind, t.quantifier, t.text]))).toEqual([
      [
        ['token', '', 'a'],
        ['token', '?', 'b?'],
      ],
      [
        ['group', '+', '(?:c|d)+'],
        ['token', '', '\\w'],
      ],
    ]);
  });

  it('leaves as written what a rewrite could not keep exact', () => {
    for (const source of [
      '(a)',
      '(?<name>a)',
      '(a)\\1',
      '\\k<a>',
      'a{',
      'a}',
      ']',
      '*a',
      '\\p{L}',
      '\\cA',
      '\\0',
      '\\x4',
      '\\u12',
      '[\\1]',
      '[a',
      '(?:a',
      'a)',
    ]) {
      expect(parseRegExpSource(source)).toBeNull();
    }
  });
});
