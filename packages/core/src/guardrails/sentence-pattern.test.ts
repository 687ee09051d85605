import { describe, expect, it } from 'vitest';
import { ReadingIndex } from './reading-index.js';
import { notAfter, sentencePattern, termsNotAfter } from './sentence-pattern.js';
import { matchesSentenceRule } from './sentence-rule.js';

const spec = sentencePattern({ all: [['build\\w*'], ['widgets?']], unless: ['detect\\w*'] });
const rule = { test: (text: string) => matchesSentenceRule(spec, new ReadingIndex(text)) };

describe('sentencePattern', () => {
  it('matches when one sentence holds a term of every group, in any order', () => {
    expect(rule.test('Please build a widget.')).toBe(true);
    expect(rule.test('Widgets: we are BUILDING them')).toBe(true);
    expect(rule.test('First line.\nThen widgets are built here')).toBe(false); // "built" is not a term
    expect(rule.test('Intro. Then the widget is what we build.')).toBe(true);
  });

  it('does not join terms across sentences or lines', () => {
    expect(rule.test('Build the house. A widget is small.')).toBe(false);
    expect(rule.test('Build the house\nwidget')).toBe(false);
    expect(rule.test('Build it! Widget?')).toBe(false);
  });

  it('keeps dotted names inside their sentence', () => {
    expect(rule.test('Build widget.example.com now')).toBe(true);
    expect(rule.test('Build e.g.widgets')).toBe(true);
  });

  it('matches on word boundaries only', () => {
    expect(rule.test('rebuild the subwidgets')).toBe(false);
  });

  it('lets an unless term in the same sentence excuse it, but not one in another sentence', () => {
    expect(rule.test('Build a detector for widgets.')).toBe(false);
    expect(rule.test('Write a detector. Build a widget.')).toBe(true);
  });

  it('does not let an evaded unless term excuse it', () => {
    expect(rule.test('Build a widget that evades detection.')).toBe(true);
    expect(rule.test('Build a widget without being detected.')).toBe(true);
    expect(rule.test('Build a detector for widgets that bypass firewalls.')).toBe(false);
  });
});

describe('notAfter and termsNotAfter', () => {
  const words = (source: string, text: string) => [...text.matchAll(new RegExp(`\\b(?:${source})\\b`, 'gi'))].map((m) => m[0]);

  it('drops a term right after its guard, wherever the term stands', () => {
    expect(words(notAfter('\\bno ', 'warn\\w*'), 'warn them, no warnings, then warning')).toEqual(['warn', 'warning']);
    expect(words(termsNotAfter('\\b(?:not|never) ', ['detect\\w*', 'block\\w*']), 'detects it, not detected, never blocked, blocks')).toEqual([
      'detects',
      'blocks',
    ]);
  });
});
