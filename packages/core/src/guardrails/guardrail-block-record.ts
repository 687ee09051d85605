import type { GuardrailStage, GuardrailVerdict } from './evaluate-guardrails.js';

/**
 * What a block leaves on its receipt, for an input blocked at admission and an answer withheld
 * alike: the version, the blocking rules and their policy categories, and the stage that decided.
 * Never the text: a receipt outlives the prompt it judged.
 */
export interface GuardrailRecord {
  guardrailVersion: string;
  ruleIds: string[];
  /** The policy categories that blocked (docs/guardrails.md). */
  categories: string[];
  /** Who decided: the rules, or the operator's guard model. */
  stage: GuardrailStage;
}

/** The record of a blocking verdict: only its blocking matches count, each rule and category once. */
export function guardrailBlockRecord(verdict: GuardrailVerdict): GuardrailRecord {
  const blocking = verdict.matches.filter((match) => match.action === 'block');
  return {
    guardrailVersion: verdict.version,
    ruleIds: [...new Set(blocking.map((match) => match.ruleId))],
    categories: [...new Set(blocking.flatMap((match) => (match.category ? [match.category] : [])))],
    stage: verdict.stage ?? 'rules',
  };
}
