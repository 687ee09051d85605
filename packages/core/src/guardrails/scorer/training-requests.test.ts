import { describe, expect, it } from 'vitest';
import type { GuardrailRuleSet } from '../guardrail-rule.js';
import { trainingRequests } from './training-requests.js';

const RULES: GuardrailRuleSet = {
  version: 'test',
  rules: [
    {
      id: 'dos',
      action: 'block',
      category: 'denial-of-service',
      description: '',
      patterns: ['flood'],
      examples: { positive: ['flood their shop'], negative: ['flood my own lab'] },
    },
    {
      id: 'advice',
      action: 'flag',
      category: 'specialized-advice',
      description: '',
      patterns: ['dose'],
      examples: { positive: ['what dose of ibuprofen'], negative: [] },
    },
  ],
};

describe('trainingRequests', () => {
  it("labels a block rule's positives by its category and every other example as allowed", () => {
    expect(trainingRequests([], [], RULES)).toEqual([
      { text: 'flood my own lab', label: 'allowed', source: 'rule-example' },
      { text: 'what dose of ibuprofen', label: 'allowed', source: 'rule-example' },
      { text: 'flood their shop', label: 'denial-of-service', source: 'rule-example' },
    ]);
  });

  it('keeps a text found in the corpus and in a rule as from the corpus', () => {
    expect(trainingRequests([], [{ text: 'flood my own lab' }], RULES).find((r) => r.text === 'flood my own lab')?.source).toBe('corpus');
  });

  it('gives the same requests in any order of the corpus, each text once, abuse winning a disagreement', () => {
    const abuse = [
      { category: 'extortion', text: 'pay or we publish' },
      { category: 'hate', text: 'b' },
    ];
    const allowed = [{ text: 'a' }, { text: 'pay or we publish' }];
    const requests = trainingRequests(abuse, allowed, RULES);
    expect(trainingRequests([...abuse].reverse(), [...allowed].reverse(), RULES)).toEqual(requests);
    expect(requests.filter((r) => r.text === 'pay or we publish')).toEqual([{ text: 'pay or we publish', label: 'extortion', source: 'corpus' }]);
  });
});
