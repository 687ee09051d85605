import type { evaluateGuardrails, GuardrailMatch } from '../guardrails/evaluate-guardrails.js';

/**
 * A stand-in for `evaluateGuardrails`, so the admission tests do not depend on the wording of
 * the default rules: text containing BLOCK-ME is blocked, an `@` is flagged.
 */
export const FAKE_GUARDRAIL_VERSION = 'test-rules-1';

export const fakeEvaluateGuardrails: typeof evaluateGuardrails = (text, ruleSet) => {
  const matches: GuardrailMatch[] = [];
  if (text.includes('@')) matches.push({ ruleId: 'pii-flag', action: 'flag' });
  if (text.includes('BLOCK-ME')) matches.push({ ruleId: 'test-block', action: 'block' });
  const version = ruleSet === undefined ? FAKE_GUARDRAIL_VERSION : `custom:${ruleSet.version}`;
  return { version, blocked: matches.some((m) => m.action === 'block'), matches };
};
