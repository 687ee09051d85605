import { describe, expect, it } from 'vitest';
import { ANSWER_GUARDRAILS } from './answer-rule-set.js';
import { checkAnswer } from './check-answer.js';
import { checkGuardrailRuleSet } from './check-guardrail-rule-set.js';
import { evaluateGuardrails } from './evaluate-guardrails.js';
import type { GuardrailRuleSet } from './guardrail-rule.js';
import { HARM_CATEGORIES, HARM_POLICY } from './policy/harm-policy.js';

const ids = (text: string, ruleSet: GuardrailRuleSet = ANSWER_GUARDRAILS) => evaluateGuardrails(text, ruleSet).matches.map((m) => m.ruleId);

describe('ANSWER_GUARDRAILS', () => {
  it("carries the policy's version and one block rule per blocking category, in the policy's order", () => {
    expect(ANSWER_GUARDRAILS.version).toBe(HARM_POLICY.version);
    const blocking = HARM_CATEGORIES.filter((c) => c.action === 'block').map((c) => c.id);
    expect(ANSWER_GUARDRAILS.rules.map((r) => r.id)).toEqual(blocking);
    for (const rule of ANSWER_GUARDRAILS.rules) {
      expect(rule.action, rule.id).toBe('block');
      expect(rule.category, rule.id).toBe(rule.id);
    }
  });

  it('is a valid rule set with no problems', () => {
    expect(checkGuardrailRuleSet(ANSWER_GUARDRAILS)).toEqual([]);
  });

  // Every example is a test of its own: adding an example to the data adds a test here.
  for (const rule of ANSWER_GUARDRAILS.rules) {
    const alone: GuardrailRuleSet = { version: ANSWER_GUARDRAILS.version, rules: [rule] };
    describe(rule.id, () => {
      it('has at least three positive and three negative examples', () => {
        expect(rule.examples.positive.length).toBeGreaterThanOrEqual(3);
        expect(rule.examples.negative.length).toBeGreaterThanOrEqual(3);
      });
      it.each(rule.examples.positive)('matches: %s', (example) => {
        expect(ids(example, alone)).toEqual([rule.id]);
        expect(checkAnswer({ content: example, toolCalls: [] }, 'code-review').blocked).toBe(true);
      });
      it.each(rule.examples.negative)('does not match: %s', (example) => {
        expect(ids(example, alone)).toEqual([]);
      });
    });
  }

  it('never withholds a refusal, whatever it names', () => {
    const refusal =
      "I can't help with that: writing ransomware, a phishing page, a ransom note or a bomb recipe would hurt people. Here's what I can do instead.";
    expect(checkAnswer({ content: refusal, toolCalls: [] }, 'code-review').blocked).toBe(false);
  });

  it('reads the arguments of the tool calls an answer asks for', () => {
    const args = JSON.stringify({ body: 'Here\'s the note: "Pay 2 BTC to [WALLET] within 72 hours or your data goes public."' });
    const answer = { content: null, toolCalls: [{ id: 'call_1', type: 'function' as const, function: { name: 'send_email', arguments: args } }] };
    expect(checkAnswer(answer, 'code-review').blocked).toBe(true);
  });
});
