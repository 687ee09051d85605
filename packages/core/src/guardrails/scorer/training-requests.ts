import type { GuardrailRuleSet } from '../guardrail-rule.js';
import type { LabelledRequest } from './train-harm-scorer.js';

/**
 * What the harm scorer learns from: the tuning half's abuse (by category) and allowed prompts
 * (research and everyday), and the rule set's own examples (a block rule's positives by its
 * category; every other example, negative or of a flag rule, as allowed). Sorted and without
 * repeats, so the same texts give the same training however they are gathered; the learned
 * patterns add no examples of their own.
 */
export function trainingRequests(
  abuse: readonly { category: string; text: string }[],
  allowed: readonly { text: string }[],
  ruleSet: GuardrailRuleSet,
): LabelledRequest[] {
  const requests = new Map<string, LabelledRequest>();
  const add = (text: string, label: string, source: LabelledRequest['source']) => {
    const known = requests.get(text);
    if (!known || (known.label === 'allowed' && label !== 'allowed'))
      requests.set(text, { text, label, source: known?.source === 'corpus' ? 'corpus' : source });
  };
  for (const prompt of allowed) add(prompt.text, 'allowed', 'corpus');
  for (const prompt of abuse) add(prompt.text, prompt.category, 'corpus');
  for (const rule of ruleSet.rules) {
    for (const example of rule.examples.negative) add(example, 'allowed', 'rule-example');
    for (const example of rule.examples.positive) add(example, rule.action === 'block' && rule.category ? rule.category : 'allowed', 'rule-example');
  }
  return [...requests.values()].sort((a, b) => (a.label === b.label ? (a.text < b.text ? -1 : 1) : a.label < b.label ? -1 : 1));
}
