import { evaluateGuardrails } from './evaluate-guardrails.js';
import { GUARDRAIL_ACTIONS, type GuardrailRuleSet } from './guardrail-rule.js';
import { harmCategoryOf } from './policy/harm-policy.js';
import { isGuardrailDetector } from './run-detector.js';
import { sentenceRuleSources } from './sentence-rule.js';
import { answerRuleSources } from './answer-rule.js';

/**
 * Everything wrong with a rule set, one sentence each (empty when it can be used): a missing
 * version, duplicate or non-kebab-case ids, unknown actions, categories or detectors, patterns that do not
 * compile, and examples the rule does not classify as it claims. Run on a rule set that comes
 * from configuration before serving with it.
 */
export function checkGuardrailRuleSet(ruleSet: GuardrailRuleSet): string[] {
  const problems: string[] = [];
  if (typeof ruleSet.version !== 'string' || ruleSet.version.length === 0) problems.push('The rule set has no version.');
  const seen = new Set<string>();
  let compiles = true;
  for (const rule of ruleSet.rules) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(rule.id)) problems.push(`Rule id '${rule.id}' is not kebab-case.`);
    if (seen.has(rule.id)) problems.push(`Rule id '${rule.id}' is used twice.`);
    seen.add(rule.id);
    if (!GUARDRAIL_ACTIONS.includes(rule.action)) problems.push(`Rule '${rule.id}' has an unknown action '${rule.action}'.`);
    if (rule.category !== undefined && !harmCategoryOf(rule.category)) problems.push(`Rule '${rule.id}' names an unknown policy category '${rule.category}'.`);
    for (const detector of rule.detectors ?? []) {
      if (!isGuardrailDetector(detector)) problems.push(`Rule '${rule.id}' names an unknown detector '${detector}'.`);
    }
    if (rule.patterns.length === 0 && (rule.detectors ?? []).length === 0) problems.push(`Rule '${rule.id}' can never match.`);
    for (const source of rule.patterns.flatMap((pattern) =>
      typeof pattern === 'string'
        ? [pattern]
        : pattern.kind === 'sentence'
          ? sentenceRuleSources(pattern)
          : pattern.kind === 'answer'
            ? answerRuleSources(pattern)
            : [],
    )) {
      try {
        new RegExp(source, 'i');
      } catch {
        compiles = false;
        problems.push(`Rule '${rule.id}' has a pattern that is not a valid regular expression: ${source}`);
      }
    }
  }
  if (!compiles || problems.length > 0) return problems;

  // Examples are checked one rule at a time, against that rule alone.
  for (const rule of ruleSet.rules) {
    const single: GuardrailRuleSet = { version: ruleSet.version, rules: [rule] };
    for (const example of rule.examples.positive) {
      if (evaluateGuardrails(example, single).matches.length === 0) problems.push(`Rule '${rule.id}' misses its positive example: ${example}`);
    }
    for (const example of rule.examples.negative) {
      if (evaluateGuardrails(example, single).matches.length > 0) problems.push(`Rule '${rule.id}' matches its negative example: ${example}`);
    }
  }
  return problems;
}
