import { describe, expect, it } from 'vitest';
import { escapeHelp, escapeLabelValue, formatLabels, formatValue } from './prometheus-text.js';

describe('prometheus text helpers', () => {
  it('escapes label values', () => {
    expect(escapeLabelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
    expect(
      formatLabels([
        ['route', '/v1/x'],
        ['q', '"'],
      ]),
    ).toBe('{route="/v1/x",q="\\""}');
    expect(formatLabels([])).toBe('');
  });

  it('escapes HELP text but not its quotes', () => {
    expect(escapeHelp('say "hi"\\\nbye')).toBe('say "hi"\\\\\\nbye');
  });

  it('formats values', () => {
    expect(formatValue(3)).toBe('3');
    expect(formatValue(1.5)).toBe('1.5');
    expect(formatValue(Infinity)).toBe('+Inf');
    expect(formatValue(-Infinity)).toBe('-Inf');
    expect(formatValue(NaN)).toBe('NaN');
  });
});
