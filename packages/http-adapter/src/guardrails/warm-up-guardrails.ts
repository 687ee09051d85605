import { setFlagsFromString } from 'node:v8';
import { ANSWER_GUARDRAILS, DEFAULT_GUARDRAILS, evaluateGuardrails } from '@secgate/core';

const REGEXP_TIER_UP_OFF = '--no-regexp-tier-up';

/**
 * Runs every rule's examples once, so the rules' regular expressions are compiled before the
 * server listens: their first use costs seconds (BENCHMARKS.md#guardrails), which would otherwise
 * fall on the first requests. Returns how many texts it evaluated.
 *
 * V8 first runs a regular expression in its interpreter and compiles it to machine code later;
 * warmed on short examples, the rules' large word lists stayed interpreted and a 64 KiB prompt
 * took ten times as long as compiled. Turning the tier-up off compiles each on first use. It is a
 * process-wide switch that changes no match, only how fast matching is.
 */
export function warmUpGuardrails(): number {
  // Switching a V8 flag once the VM runs is what Node warns may crash a process (a suspect of the
  // SIGSEGV in docs/operations.md#known-problems): not when node was started with it already.
  if (!process.execArgv.includes(REGEXP_TIER_UP_OFF)) setFlagsFromString(REGEXP_TIER_UP_OFF);
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
