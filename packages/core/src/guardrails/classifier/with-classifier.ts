import type { GuardrailMatch, GuardrailVerdict } from '../evaluate-guardrails.js';
import type { HazardCode } from '../policy/harm-category.js';
import { HARM_CATEGORIES } from '../policy/harm-policy.js';
import type { ClassifierOutcome, OnClassifierUnavailable } from './classifier-outcome.js';

/** The guard model's answer for one text, and what to do when it could not be asked. */
export interface ClassifierInput {
  outcome: ClassifierOutcome;
  onUnavailable: OnClassifierUnavailable;
}

/** The rule id a guard model's match is recorded under. */
export const CLASSIFIER_RULE_ID = 'guard-model';
/** The rule id recorded when the guard model could not be asked (a block or a flag, as configured). */
export const CLASSIFIER_UNAVAILABLE_RULE_ID = 'guard-model-unavailable';

/**
 * A guard model's hazard on the policy: recorded under the hazard's own category; it blocks when a
 * blocking category sits on that hazard (S2 holds malware and intrusion, S7 covert surveillance),
 * else it flags; and a task that widens any blocking category on that hazard widens it, since the
 * guard model cannot say which sub-category it meant (the rules still block the others).
 */
function hazardMatch(hazard: HazardCode, task: string): GuardrailMatch {
  const onHazard = HARM_CATEGORIES.filter((category) => category.hazard === hazard);
  const top = onHazard.find((category) => category.parent === undefined) ?? onHazard[0];
  const blocking = onHazard.filter((category) => category.action === 'block');
  const widened = blocking.some((category) => (category.widenedBy as readonly string[]).includes(task));
  const action = blocking.length > 0 && !widened ? 'block' : 'flag';
  return top ? { ruleId: CLASSIFIER_RULE_ID, action, category: top.id } : { ruleId: CLASSIFIER_RULE_ID, action };
}

/**
 * The guardrails' decision with the guard model's answer (docs/guardrails.md#the-decision-order):
 * the rules first, and a rules block stands whatever the model says; then the guard model, whose
 * hazards are matched onto the policy; a guard model that could not be asked blocks or lets the
 * rules' verdict stand as the operator chose (`onUnavailable`), and is recorded either way.
 */
export function withClassifier(rules: GuardrailVerdict, classifier: ClassifierInput | undefined, task: string): GuardrailVerdict {
  if (rules.blocked || !classifier) return rules;
  const { outcome, onUnavailable } = classifier;
  let added: GuardrailMatch[];
  if (outcome.kind === 'unavailable') added = [{ ruleId: CLASSIFIER_UNAVAILABLE_RULE_ID, action: onUnavailable === 'block' ? 'block' : 'flag' }];
  else if (!outcome.unsafe) return rules;
  else added = outcome.hazards.map((hazard) => hazardMatch(hazard, task));
  const matches = [...rules.matches, ...added];
  const blocked = added.some((match) => match.action === 'block');
  return blocked ? { version: rules.version, blocked, matches, stage: 'classifier' } : { version: rules.version, blocked, matches };
}
