import type { AnswerRule } from './answer-rules/answer-pattern.js';
import { matchesAnswerRule } from './answer-rule.js';
import type { GuardrailRule } from './guardrail-rule.js';
import type { ReadingIndex } from './reading-index.js';
import { scoreHarm, type HarmScore, type HarmScorer } from './scorer/harm-scorer.js';

/**
 * A block rule's learned test, as data: the harm scorer reads the text as a request for harm of
 * this rule's category, at or above its threshold. It widens what the hand-written sentence
 * tests catch to wordings nobody wrote a pattern for (docs/guardrails.md#the-learned-scorer).
 */
export interface LearnedRule {
  kind: 'learned';
  category: string;
  scorer: HarmScorer;
  /** Where the scorer's reading counts at all: for answers, where no refusal opens it and no word of analysis stands in it. */
  when?: AnswerRule;
}

/** The learned test of one category: the scorer reads the text as this harm, at or above its threshold (and `when` holds). */
export function learnedPattern(category: string, scorer: HarmScorer, when?: AnswerRule): LearnedRule {
  if (!scorer.classes.includes(category)) throw new Error(`The harm scorer ${scorer.version} was not trained on category '${category}'.`);
  return when ? { kind: 'learned', category, scorer, when } : { kind: 'learned', category, scorer };
}

/** Whether the scorer reads one reading as this rule's harm; scored once per reading and scorer, for every rule. */
export function matchesLearnedRule(rule: LearnedRule, index: ReadingIndex): boolean {
  if (rule.when && !matchesAnswerRule(rule.when, index)) return false;
  const score = index.memo<HarmScore>(rule.scorer, () => scoreHarm(index.text, rule.scorer));
  return score.probability >= rule.scorer.threshold && score.category === rule.category;
}

/**
 * A block rule that also blocks what the scorer reads as its category: the sentence tests say why
 * for the wordings they know, the scorer carries them to wordings they do not.
 */
export function withLearnedPattern(rule: GuardrailRule, scorer: HarmScorer, when?: AnswerRule): GuardrailRule {
  if (rule.action !== 'block' || !rule.category) throw new Error(`Rule '${rule.id}' blocks no policy category: a learned pattern has nothing to name.`);
  return { ...rule, patterns: [...rule.patterns, learnedPattern(rule.category, scorer, when)] };
}
