import type { GuardrailRule, GuardrailRuleSet } from './guardrail-rule.js';
import { withLearnedPattern } from './learned-rule.js';
import { HARM_POLICY } from './policy/harm-policy.js';
import { childSexualExploitationRule } from './rules/child-sexual-exploitation.js';
import { covertSurveillanceRule } from './rules/covert-surveillance.js';
import { credentialPhishingRule } from './rules/credential-phishing.js';
import { denialOfServiceRule } from './rules/denial-of-service.js';
import { electionsRule } from './rules/elections.js';
import { extortionRule } from './rules/extortion.js';
import { FLAG_RULES } from './rules/flag-rules.js';
import { fraudScamsRule } from './rules/fraud-scams.js';
import { hateRule } from './rules/hate.js';
import { piiFlagRule, secretHygieneRule } from './rules/hygiene-rules.js';
import { indiscriminateWeaponsRule } from './rules/indiscriminate-weapons.js';
import { malwareIntrusionRule } from './rules/malware-intrusion.js';
import { moneyLaunderingRule } from './rules/money-laundering.js';
import { sexRelatedCrimesRule } from './rules/sex-related-crimes.js';
import { violentCrimesRule } from './rules/violent-crimes.js';
import { DEFAULT_HARM_SCORER } from './scorer/default-harm-scorer.js';

const withScorer = (rule: GuardrailRule): GuardrailRule => withLearnedPattern(rule, DEFAULT_HARM_SCORER);

/**
 * The default guardrails (docs/guardrails.md): one block rule for each blocking category of the
 * written policy (HARM_POLICY), in the policy's order, a flag rule for each flagging category,
 * then secret hygiene and personal identifiers. The block rules target requests to produce or
 * carry out a harm aimed at others, not the vocabulary of security work (and the learned scorer
 * reads requests for it worded as no sentence test foresaw): asking about a
 * vulnerability, exploiting one's own code, analysing a phishing mail or writing a detection is
 * never blocked. Patterns are English. The version is the policy's: it changes whenever a
 * category, rule, pattern or example changes, including the redaction rules behind
 * `secret-hygiene` (REDACTION_RULES_VERSION, docs/redaction.md#versions).
 */
export const DEFAULT_GUARDRAILS: GuardrailRuleSet = {
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
    ...FLAG_RULES,
    secretHygieneRule,
    piiFlagRule,
  ],
};
