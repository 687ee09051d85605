import { describe, expect, it } from 'vitest';
import { checkGuardrailRuleSet } from './check-guardrail-rule-set.js';
import type { GuardrailRule, GuardrailRuleSet } from './guardrail-rule.js';

const rule = (over: Partial<GuardrailRule> = {}): GuardrailRule => ({
  id: 'no-foo',
  action: 'flag',
  description: 'foo',
  patterns: ['\\bfoo\\b'],
  examples: { positive: ['a foo'], negative: ['food'] },
  ...over,
});
const set = (...rules: GuardrailRule[]): GuardrailRuleSet => ({ version: '1', rules });

describe('checkGuardrailRuleSet', () => {
  it('accepts a consistent rule set', () => {
    expect(checkGuardrailRuleSet(set(rule()))).toEqual([]);
  });

  it('reports structural problems', () => {
    const bad = {
      version: '',
      rules: [
        rule({ id: 'Not Kebab' }),
        rule(),
        rule(),
        rule({ id: 'bad-action', action: 'delete' as never }),
        rule({ id: 'bad-detector', detectors: ['telepathy' as never] }),
        rule({ id: 'bad-category', category: 'jaywalking' }),
        rule({ id: 'never', patterns: [] }),
        rule({ id: 'broken', patterns: ['(unclosed'] }),
      ],
    };
    expect(checkGuardrailRuleSet(bad)).toEqual([
      'The rule set has no version.',
      "Rule id 'Not Kebab' is not kebab-case.",
      "Rule id 'no-foo' is used twice.",
      "Rule 'bad-action' has an unknown action 'delete'.",
      "Rule 'bad-detector' names an unknown detector 'telepathy'.",
      "Rule 'bad-category' names an unknown policy category 'jaywalking'.",
      "Rule 'never' can never match.",
      "Rule 'broken' has a pattern that is not a valid regular expression: (unclosed",
    ]);
  });

  it('reports examples the rule does not classify as it claims', () => {
    const r = rule({ examples: { positive: ['bar'], negative: ['foo!'] } });
    expect(checkGuardrailRuleSet(set(r))).toEqual(["Rule 'no-foo' misses its positive example: bar", "Rule 'no-foo' matches its negative example: foo!"]);
  });
});
