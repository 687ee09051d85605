import { NEITHER_REFUSED_NOR_DISCUSSED } from './answer-rules/answer-pattern.js';
import { childSexualExploitationRule } from './answer-rules/child-sexual-exploitation.js';
import { covertSurveillanceRule } from './answer-rules/covert-surveillance.js';
import { credentialPhishingRule } from './answer-rules/credential-phishing.js';
import { denialOfServiceRule } from './answer-rules/denial-of-service.js';
import { electionsRule } from './answer-rules/elections.js';
import { extortionRule } from './answer-rules/extortion.js';
import { fraudScamsRule } from './answer-rules/fraud-scams.js';
import { hateRule } from './answer-rules/hate.js';
import { indiscriminateWeaponsRule } from './answer-rules/indiscriminate-weapons.js';
import { malwareIntrusionRule } from './answer-rules/malware-intrusion.js';
import { moneyLaunderingRule } from './answer-rules/money-laundering.js';
import { sexRelatedCrimesRule } from './answer-rules/sex-related-crimes.js';
import { violentCrimesRule } from './answer-rules/violent-crimes.js';
import type { GuardrailRule, GuardrailRuleSet } from './guardrail-rule.js';
import { withLearnedPattern } from './learned-rule.js';
import { HARM_POLICY } from './policy/harm-policy.js';
import { DEFAULT_ANSWER_SCORER } from './scorer/default-answer-scorer.js';

// The scorer's reading counts only where the answer rules' own test of discussion lets it.
const withScorer = (rule: GuardrailRule): GuardrailRule => withLearnedPattern(rule, DEFAULT_ANSWER_SCORER, NEITHER_REFUSED_NOR_DISCUSSED);

/**
 * The rules of the answer check (docs/guardrails.md#answers): a model's answer is withheld when it
 * delivers what the policy blocks (working instructions or a ready-to-use artefact for a blocked
 * harm), never for discussing, analysing or refusing the same topic. One rule per blocking
 * category, in `answer-rules/`, each with the answer scorer's reading of its category where the
 * answer neither refuses nor discusses; versioned with the policy.
 */
export const ANSWER_GUARDRAILS: GuardrailRuleSet = {
  version: HARM_POLICY.version,
  rules: [
    withScorer(violentCrimesRule),
    withScorer(malwareIntrusionRule),
    withScorer(denialOfServiceRule),
    withScorer(credentialPhishingRule),
    withScorer(fraudScamsRule),
    withScorer(moneyLaunderingRule),
    withScorer(extortionRule),
    withScorer(sexRelatedCrimesRule),
    withScorer(childSexualExploitationRule),
    withScorer(covertSurveillanceRule),
    withScorer(indiscriminateWeaponsRule),
    withScorer(hateRule),
    withScorer(electionsRule),
  ],
};
