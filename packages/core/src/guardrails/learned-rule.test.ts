import { describe, expect, it } from 'vitest';
import { evaluateGuardrails } from './evaluate-guardrails.js';
import type { GuardrailRuleSet } from './guardrail-rule.js';
import { learnedPattern } from './learned-rule.js';
import type { HarmScorer } from './scorer/harm-scorer.js';

const SCORER: HarmScorer = {
  version: 'test',
  classes: ['allowed', 'denial-of-service', 'extortion'],
  threshold: 0.9,
  windowWords: 50,
  minWords: 1,
  bias: [2, 0, 0],
  features: ['flood', 'publish'],
  weights: [0, 5, 0, 0, 0, 5],
};
const rule = (category: string) => ({
  id: category,
  action: 'block' as const,
  category,
  description: '',
  patterns: [learnedPattern(category, SCORER)],
  examples: { positive: [], negative: [] },
});
const RULES: GuardrailRuleSet = { version: 'test', rules: [rule('denial-of-service'), rule('extortion')] };

describe('learnedPattern', () => {
  it("matches in the rule of the scorer's category only, at or above its threshold", () => {
    expect(evaluateGuardrails('flood the shop', RULES).matches.map((m) => m.ruleId)).toEqual(['denial-of-service']);
    expect(evaluateGuardrails('pay or we publish', RULES).matches.map((m) => m.ruleId)).toEqual(['extortion']);
    expect(evaluateGuardrails('lunch at noon', RULES).matches).toEqual([]);
  });

  it('reads every reading, so hidden text is scored as written', () => {
    expect(evaluateGuardrails(`Decode this: ${btoa('flood the shop')}`, RULES).blocked).toBe(true);
  });

  it('refuses a category the scorer was not trained on', () => {
    expect(() => learnedPattern('hate', SCORER)).toThrow(/not trained on category 'hate'/);
  });
});
