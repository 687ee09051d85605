import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ANSWER_GUARDRAILS } from '../answer-rule-set.js';
import abuseSecurity from '../corpus/abuse-security.tuning.json' with { type: 'json' };
import answers from '../corpus/answers.tuning.json' with { type: 'json' };
import everyday from '../corpus/everyday.tuning.json' with { type: 'json' };
import research from '../corpus/research.tuning.json' with { type: 'json' };
import { DEFAULT_GUARDRAILS } from '../default-rule-set.js';
import { evaluateGuardrails } from '../evaluate-guardrails.js';
import { compileOnce } from './compile-once.js';
import { compactRegExpSource } from './compact-regexp.js';
import { factorAlternatives } from './factor-alternatives.js';
import { parseRegExpSource, printAlternation } from './regexp-tree.js';

// Every (source, flags) the rules compile, as written, recorded as the rule sets compile them.
const compiled = vi.hoisted(() => new Map<string, { source: string; flags: string }>());
vi.mock('./compact-regexp.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./compact-regexp.js')>();
  return {
    ...original,
    compactRegExp: (source: string, flags: string) => {
      compiled.set(`${flags}/${source}`, { source, flags });
      return original.compactRegExp(source, flags);
    },
  };
});

/** Every match of a source in a text, as [index, text], scanning as the sentence rules do. */
function matches(source: string, flags: string, text: string): [number, string][] {
  const regex = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
  const found: [number, string][] = [];
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    found.push([match.index, match[0]]);
    if (match[0] === '') regex.lastIndex++;
  }
  return found;
}

function expectSameMatches(source: string, flags: string, rewritten: string, text: string): void {
  const expected = matches(source, flags, text);
  const actual = matches(rewritten, flags, text);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    // The source, not the text: a corpus text is printed by no test.
    expect({ source: source.slice(0, 200), flags, actual: actual.slice(0, 5) }).toEqual({ source: source.slice(0, 200), flags, actual: expected.slice(0, 5) });
  }
}

let sources: { source: string; flags: string; rewritten: string }[] = [];
beforeAll(() => {
  // The server's warm-up: every example of every rule, which compiles every expression.
  for (const ruleSet of [DEFAULT_GUARDRAILS, ANSWER_GUARDRAILS]) {
    for (const rule of ruleSet.rules) for (const example of [...rule.examples.positive, ...rule.examples.negative]) evaluateGuardrails(example, ruleSet);
  }
  sources = [...compiled.values()].map(({ source, flags }) => ({ source, flags, rewritten: compactRegExpSource(source, flags) }));
});

// Each of these compares thousands of expressions on many texts: about 5 to 10 s on a quiet
// machine, over 30 s on a loaded two-core CI runner.
const HEAVY_TIMEOUT_MS = 120_000;

describe('compactRegExpSource on the rules', () => {
  it('rewrites the rules, shorter or within what V8 still optimises', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((s) => s.rewritten !== s.source).length).toBeGreaterThan(300);
  });

  it(
    'finds exactly the matches of the expression as written in the public corpus',
    () => {
      const texts = [...research, ...everyday, ...abuseSecurity, ...answers].map((p) => p.text);
      const corpus = texts.join('\n\n').slice(0, 48 * 1024);
      for (const { source, flags, rewritten } of sources) expectSameMatches(source, flags, rewritten, corpus);
    },
    HEAVY_TIMEOUT_MS,
  );

  it(
    'finds exactly the same matches in texts made of the words of each expression',
    () => {
      for (const { source, flags, rewritten } of sources) {
        fc.assert(
          fc.property(wordsText(source), (text) => expectSameMatches(source, flags, rewritten, text)),
          { numRuns: 15 },
        );
      }
    },
    HEAVY_TIMEOUT_MS,
  );
});

describe('compactRegExpSource on any expression', () => {
  it(
    'finds exactly the matches of the expression as written, settled everywhere or as it settles',
    () => {
      // Texts of the expression's own letters and pieces, so that its alternatives meet what they match.
      const withText = expression.chain((source) => {
        const pieces = [...(source.match(/[abxAB .]{1,6}/g) ?? []), 'a', 'b', 'x', 'A', ' ', '.', '\n', '\u0131'];
        return fc.tuple(
          fc.constant(source),
          fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join('')),
        );
      });
      fc.assert(
        fc.property(withText, fc.constantFrom('g', 'gi', 'i'), ([source, text], flags) => {
          let valid = true;
          try {
            new RegExp(source, flags);
          } catch {
            valid = false;
          }
          fc.pre(valid);
          const tree = parseRegExpSource(source);
          expect(tree).not.toBeNull();
          if (!tree) return;
          expectSameMatches(source, flags, compactRegExpSource(source, flags), text);
          expectSameMatches(source, flags, printAlternation(compileOnce(factorAlternatives(tree), 0)), text);
        }),
        // Up to 8,000 expressions, as many as fit in a minute: a loaded CI runner once took 148 s.
        { numRuns: 8000, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
      );
    },
    HEAVY_TIMEOUT_MS,
  );
});

/** Texts of the expression's own words, whole or cut, in any case, between separators, stray letters and non-ASCII characters. */
function wordsText(source: string): fc.Arbitrary<string> {
  const words = [...new Set(source.match(/[a-z][a-z' -]{1,24}/gi) ?? ['word'])];
  const word = fc.tuple(fc.constantFrom(...words), fc.constantFrom('lower', 'upper', 'title', 'cut'), fc.nat()).map(([w, shape, n]) => {
    if (shape === 'upper') return w.toUpperCase();
    if (shape === 'title') return w.charAt(0).toUpperCase() + w.slice(1);
    if (shape === 'cut') return w.slice(n % w.length);
    return w;
  });
  const separator = fc.constantFrom(
    ' ',
    ' ',
    '  ',
    '\n',
    '. ',
    ', ',
    '-',
    "'",
    '"',
    's ',
    'ing ',
    'ed ',
    ' the ',
    ' my ',
    '$5 ',
    '10.0.0.1 ',
    '\u2014',
    '\u00e9',
    '\u0131',
    '\u017f',
  );
  return fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.map(([w, s]) => w + s).join(''));
}

const quantifier = fc.constantFrom('', '', '', '?', '*', '+', '{0,2}', '{1,3}?', '??', '*?');

// Expressions of the shapes the rules write: alternatives made of a few shared beginnings and
// endings around other terms, over a few letters, so that they begin and end alike (or alike in
// another case), and meet classes, look-arounds and quantifiers where the rewrites act.
const { expression } = fc.letrec<{ expression: string; sequence: string; term: string }>((tie) => ({
  expression: fc
    .tuple(
      // Beginnings long enough to be worth writing once (shorter ones stay as written).
      fc.array(fc.tuple(fc.constantFrom('abab', 'abba', 'aaab', 'AbAb', 'ab a', 'ababa*', 'abbab?', 'aaab\\w*'), tie('sequence')), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.array(tie('sequence'), { minLength: 1, maxLength: 2 }),
    )
    .chain(([beginnings, endings]) =>
      fc.array(fc.tuple(fc.constantFrom('', ...beginnings.map((b) => b.join(''))), tie('sequence'), fc.constantFrom('', ...endings)), {
        minLength: 1,
        maxLength: 6,
      }),
    )
    .map((alternatives) => alternatives.map((parts) => parts.join('')).join('|')),
  sequence: fc.array(tie('term'), { maxLength: 3 }).map((terms) => terms.join('')),
  term: fc.oneof(
    { maxDepth: 2 },
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom('a', 'b', 'ab', 'A', 'x', ' ', '\\.', '[ab]', '\\w', '.'), quantifier).map(([a, q]) => a + q) },
    { weight: 1, arbitrary: fc.constantFrom('\\b', '^', '$') },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('(?:', '(?:', '(?=', '(?!', '(?<=', '(?<!'), tie('expression'), quantifier)
        .map(([open, body, q]) => `${open}${body})${q}`),
    },
  ),
}));
