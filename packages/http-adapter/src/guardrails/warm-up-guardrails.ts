import { ANSWER_GUARDRAILS, DEFAULT_GUARDRAILS, evaluateGuardrails } from '@secgate/core';

/**
 * Runs every rule's examples once, so the rules' regular expressions are compiled before the
 * server listens: their first use costs over a second (BENCHMARKS.md#guardrails), which would
 * otherwise fall on the first requests. Returns how many texts it evaluated.
 */
export function warmUpGuardrails(): number {
  let count = 0;
  for (const ruleSet of [DEFAULT_GUARDRAILS, ANSWER_GUARDRAILS]) {
    for (const rule of ruleSet.rules) {
      for (const example of [...rule.examples.positive, ...rule.examples.negative]) {
        evaluateGuardrails(example, ruleSet);
        count++;
      }
    }
  }
  return count;
}
