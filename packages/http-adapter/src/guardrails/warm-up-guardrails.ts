import { ANSWER_GUARDRAILS, DEFAULT_GUARDRAILS, evaluateGuardrails } from '@secgate/core';

/**
 * Runs every rule's examples once, so the rules' regular expressions are compiled before the
 * server listens: their first use costs seconds (BENCHMARKS.md#guardrails), which would otherwise
 * fall on the first requests. Returns how many texts it evaluated.
 *
 * It compiles them to machine code only in a process started with V8's regular-expression
 * tier-up off, as the `secgate` command starts it (packages/cli/bin/secgate.js).
 * Otherwise V8 interprets them first, and warmed on short examples the large word lists stayed
 * interpreted (a 64 KiB prompt took ten times as long). The warm-up does not switch it itself:
 * a V8 flag changed once threads and code run is what Node warns may crash a process.
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
