import type { GuardrailRuleSet } from './guardrail-rule.js';
import { HARM_POLICY } from './policy/harm-policy.js';

/**
 * The rules of the answer check (docs/guardrails.md#answers): a model's answer is withheld when it
 * delivers what the policy blocks (working instructions or a ready-to-use artefact for a blocked
 * harm), never for discussing, analysing or refusing the same topic. One rule per blocking
 * category, in `answer-rules/`; versioned with the policy.
 */
export const ANSWER_GUARDRAILS: GuardrailRuleSet = {
  version: HARM_POLICY.version,
  rules: [],
};
