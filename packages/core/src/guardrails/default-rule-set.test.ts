import { describe, expect, it } from 'vitest';
import { checkGuardrailRuleSet } from './check-guardrail-rule-set.js';
import { REDACTION_RULES_VERSION } from '../redaction/rules/all-rules.js';
import { DEFAULT_GUARDRAILS } from './default-rule-set.js';
import { HARM_CATEGORIES } from './policy/harm-policy.js';
import { evaluateGuardrails } from './evaluate-guardrails.js';
import type { GuardrailRuleSet } from './guardrail-rule.js';

const ids = (text: string, ruleSet?: GuardrailRuleSet) => evaluateGuardrails(text, ruleSet).matches.map((m) => m.ruleId);

describe('DEFAULT_GUARDRAILS', () => {
  it('has a calendar version and one rule per policy category, in order', () => {
    expect(DEFAULT_GUARDRAILS.version).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
    // secret-hygiene's behaviour is the redaction rules': a new redaction version needs a new set.
    const order = (v: string) =>
      v
        .split('.')
        .map(Number)
        .reduce((a, n) => a * 1000 + n, 0);
    expect(order(DEFAULT_GUARDRAILS.version)).toBeGreaterThanOrEqual(order(REDACTION_RULES_VERSION));
    // The policy's blocking categories first, in its order, then its flags, then hygiene.
    expect(DEFAULT_GUARDRAILS.rules.map((r) => r.id)).toEqual([
      ...HARM_CATEGORIES.filter((c) => c.action === 'block').map((c) => c.id),
      ...HARM_CATEGORIES.filter((c) => c.action === 'flag' && c.id !== 'privacy').map((c) => c.id),
      'secret-hygiene',
      'pii-flag',
    ]);
  });

  it('is a valid rule set with no problems', () => {
    expect(checkGuardrailRuleSet(DEFAULT_GUARDRAILS)).toEqual([]);
  });

  // Every example is a test of its own: adding an example to the data adds a test here.
  for (const rule of DEFAULT_GUARDRAILS.rules) {
    const alone: GuardrailRuleSet = { version: DEFAULT_GUARDRAILS.version, rules: [rule] };
    describe(rule.id, () => {
      it('has positive and negative examples', () => {
        expect(rule.examples.positive.length).toBeGreaterThan(0);
        expect(rule.examples.negative.length).toBeGreaterThan(0);
      });
      it.each(rule.examples.positive)('matches: %s', (example) => {
        expect(ids(example, alone)).toEqual([rule.id]);
        expect(ids(example)).toContain(rule.id);
      });
      it.each(rule.examples.negative)('does not match: %s', (example) => {
        expect(ids(example, alone)).toEqual([]);
      });
    });
  }

  it('blocks every positive example of a block rule through the default set', () => {
    for (const rule of DEFAULT_GUARDRAILS.rules.filter((r) => r.action === 'block')) {
      for (const example of rule.examples.positive) expect(evaluateGuardrails(example).blocked, example).toBe(true);
    }
  });
});
