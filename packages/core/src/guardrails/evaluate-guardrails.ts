import { DEFAULT_GUARDRAILS } from './default-rule-set.js';
import type { GuardrailAction, GuardrailRule, GuardrailRuleSet } from './guardrail-rule.js';
import { guardrailReadings, plainPromptText } from './normalize-prompt-text.js';
import { ReadingIndex } from './reading-index.js';
import { compactRegExp } from './regexp/compact-regexp.js';
import { runDetector } from './run-detector.js';
import { matchesSentenceRule, type SentenceRule } from './sentence-rule.js';
import { matchesAnswerRule } from './answer-rule.js';
import type { AnswerRule } from './answer-rules/answer-pattern.js';
import { matchesLearnedRule, type LearnedRule } from './learned-rule.js';

/** One rule that matched: its id, what it does, and the policy category it enforces. */
export interface GuardrailMatch {
  ruleId: string;
  action: GuardrailAction;
  /** The policy category of the rule, when it enforces one. */
  category?: string;
}

/** Who decided a guardrail verdict: the deterministic rules, or the operator's guard model. */
export type GuardrailStage = 'rules' | 'classifier';

/** The guardrails' answer for one prompt: matches in rule-set order; blocked when any match blocks. */
export interface GuardrailVerdict {
  version: string;
  blocked: boolean;
  matches: GuardrailMatch[];
  /** On a block: the stage whose matches blocked (the rules first; the guard model only when they let it pass). */
  stage?: GuardrailStage;
}

// Compiled patterns per rule set object. Rule sets are values that are never changed once
// built, so compiling each one once is invisible to callers (and keeps evaluation pure).
interface CompiledRule {
  regexes: RegExp[];
  sentences: SentenceRule[];
  answers: AnswerRule[];
  learned: LearnedRule[];
}
const compiled = new WeakMap<GuardrailRuleSet, CompiledRule[]>();
function compiledOf(ruleSet: GuardrailRuleSet): CompiledRule[] {
  let rules = compiled.get(ruleSet);
  if (!rules) {
    rules = ruleSet.rules.map((rule) => ({
      regexes: rule.patterns.flatMap((pattern) => (typeof pattern === 'string' ? [compactRegExp(pattern, 'i')] : [])),
      sentences: rule.patterns.filter((pattern): pattern is SentenceRule => typeof pattern !== 'string' && pattern.kind === 'sentence'),
      answers: rule.patterns.filter((pattern): pattern is AnswerRule => typeof pattern !== 'string' && pattern.kind === 'answer'),
      learned: rule.patterns.filter((pattern): pattern is LearnedRule => typeof pattern !== 'string' && pattern.kind === 'learned'),
    }));
    compiled.set(ruleSet, rules);
  }
  return rules;
}

/** True when one rule matches any reading of the text (patterns) or its plain form (detectors). */
function ruleMatches(rule: GuardrailRule, compiledRule: CompiledRule, readings: readonly ReadingIndex[], plain: () => string): boolean {
  return (
    readings.some(
      (reading) =>
        compiledRule.regexes.some((re) => re.test(reading.text)) ||
        compiledRule.sentences.some((sentence) => matchesSentenceRule(sentence, reading)) ||
        compiledRule.answers.some((answer) => matchesAnswerRule(answer, reading)) ||
        compiledRule.learned.some((learned) => matchesLearnedRule(learned, reading)),
    ) || (rule.detectors ?? []).some((detector) => runDetector(detector, plain()))
  );
}

/**
 * Evaluates a text (the redacted text the model will read, or its answer) against a rule set,
 * on every reading of it (guardrailReadings: normalised, hidden text decoded, leetspeak undone). Throws a
 * SyntaxError when a pattern of the rule set is not a valid regular expression; a rule set
 * from configuration is checked first with `checkGuardrailRuleSet`.
 */
export function evaluateGuardrails(text: string, ruleSet: GuardrailRuleSet = DEFAULT_GUARDRAILS): GuardrailVerdict {
  const readings = guardrailReadings(text).map((reading) => new ReadingIndex(reading));
  let plainText: string | undefined;
  const plain = () => (plainText ??= plainPromptText(text));
  const rules = compiledOf(ruleSet);
  const matches: GuardrailMatch[] = [];
  ruleSet.rules.forEach((rule, i) => {
    const compiledRule = rules[i];
    if (!compiledRule || !ruleMatches(rule, compiledRule, readings, plain)) return;
    matches.push(rule.category ? { ruleId: rule.id, action: rule.action, category: rule.category } : { ruleId: rule.id, action: rule.action });
  });
  const blocked = matches.some((m) => m.action === 'block');
  return blocked ? { version: ruleSet.version, blocked, matches, stage: 'rules' } : { version: ruleSet.version, blocked, matches };
}
