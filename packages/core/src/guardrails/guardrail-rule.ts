import type { AnswerRule } from './answer-rules/answer-pattern.js';
import type { LearnedRule } from './learned-rule.js';
import type { SentenceRule } from './sentence-rule.js';

/** What a matching rule does: refuse the request, mask what it found, or only note it. */
export type GuardrailAction = 'block' | 'redact' | 'flag';

export const GUARDRAIL_ACTIONS: readonly GuardrailAction[] = ['block', 'redact', 'flag'];

/**
 * Checks that a regular expression cannot express, kept in code and named from the data:
 * secret shapes (the redaction detectors), card numbers with a valid Luhn digit, and
 * 12-digit Japanese individual numbers with a valid check digit.
 */
export const GUARDRAIL_DETECTORS = ['secret-shapes', 'payment-card-number', 'my-number'] as const;
export type GuardrailDetector = (typeof GUARDRAIL_DETECTORS)[number];

/**
 * One rule of a guardrail rule set. A rule matches a text when any of its patterns (regular
 * expression sources, compiled case-insensitive) or any of its detectors finds something.
 * The examples are part of the rule: every positive must match and no negative may, which the
 * tests check for every rule, so adding an example adds a test.
 */
export interface GuardrailRule {
  id: string;
  action: GuardrailAction;
  /** The policy category the rule enforces (HARM_POLICY); absent for hygiene rules such as secret masking. */
  category?: string;
  description: string;
  /** Regular-expression sources (compiled case-insensitive), sentence tests (sentencePattern), answer tests (answerPattern) or the learned scorer (learnedPattern). */
  patterns: GuardrailPattern[];
  detectors?: GuardrailDetector[];
  examples: { positive: string[]; negative: string[] };
}

/** One pattern of a rule: a regular expression's source, a sentence or answer test, or the learned scorer. */
export type GuardrailPattern = string | SentenceRule | AnswerRule | LearnedRule;

/** A versioned rule set; the version is reported by GET /v1/secure and stamped on every verdict. */
export interface GuardrailRuleSet {
  version: string;
  rules: GuardrailRule[];
}
