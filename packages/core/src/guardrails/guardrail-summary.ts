import type { GuardrailAction, GuardrailRuleSet } from './guardrail-rule.js';
import type { CategoryAction, HarmPolicy, HazardCode } from './policy/harm-category.js';
import { HARM_POLICY } from './policy/harm-policy.js';

/** One category of the policy as published: what it is and does, not how it is matched. */
export interface PolicyCategorySummary {
  id: string;
  hazard: HazardCode;
  parent?: string;
  action: CategoryAction;
  widenedBy: string[];
}

/** The guardrails as published: the rule set's version, each rule's id and action, and the policy's categories. */
export interface GuardrailSummary {
  version: string;
  rules: { id: string; action: GuardrailAction; category?: string }[];
  policy: { version: string; categories: PolicyCategorySummary[] };
}

/** What GET /v1/secure publishes about the guardrails in force: versions, ids and actions, never patterns. */
export function guardrailSummary(ruleSet: GuardrailRuleSet, policy: HarmPolicy = HARM_POLICY): GuardrailSummary {
  return {
    version: ruleSet.version,
    rules: ruleSet.rules.map(({ id, action, category }) => (category ? { id, action, category } : { id, action })),
    policy: {
      version: policy.version,
      categories: policy.categories.map(({ id, hazard, parent, action, widenedBy }) => ({
        id,
        hazard,
        ...(parent ? { parent } : {}),
        action,
        widenedBy: [...widenedBy],
      })),
    },
  };
}
