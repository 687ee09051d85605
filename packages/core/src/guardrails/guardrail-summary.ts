import type { GuardrailAction, GuardrailRuleSet } from './guardrail-rule.js';

/** The guardrails as published: the rule set's version and each rule's id and action. */
export interface GuardrailSummary {
  version: string;
  rules: { id: string; action: GuardrailAction }[];
}

/** What GET /v1/secure publishes about the guardrails in force: the version and each rule's action, not its patterns. */
export function guardrailSummary(ruleSet: GuardrailRuleSet): GuardrailSummary {
  return { version: ruleSet.version, rules: ruleSet.rules.map(({ id, action }) => ({ id, action })) };
}
