/**
 * Verbs that turn a defensive word into its opposite: "evade detection", "without being
 * detected", "bypass the filters", "a fake virus removal". An `unless` term right after one of
 * these (three words between at most) does not excuse the sentence.
 */
export const EVASION_VERBS = [
  'evad\\w*',
  'avoid\\w*',
  'bypass\\w*',
  'circumvent\\w*',
  'dodg\\w*',
  'without',
  'past',
  'beat\\w*',
  'defeat\\w*',
  'fool\\w*',
  'trick\\w*',
  'escap\\w*',
  'undetect\\w*',
  'stop',
  "can(?:'?t|not)",
  "won'?t",
  "don'?t",
  'fake',
  'phony',
  'bogus',
  'pretend(?:ing)? to be',
];

/**
 * Words that introduce a stated purpose or role: "as an investigator", "I'm studying AML",
 * "for a course on detection". A defensive term they lead (two words between at most) states a
 * purpose, not a defensive request, and does not excuse the sentence: a stated purpose never
 * unlocks a request whose plain content is harm to others (three words between at most).
 */
export const PURPOSE_LEADS = [
  'as an?',
  "i'm an?",
  'i am an?',
  'im an?',
  'for (?:an?|my)',
  'studying',
  'work in',
  'work as an?',
  'pretend(?:ing)?',
  "i'm doing",
  'i am doing',
  'doing (?:some|my|a|an)',
  'research(?:ing)? (?:on|into|about)',
  '(?:paper|thesis|course|class|project|assignment|study) (?:on|about)',
];

import type { SentenceRule } from './sentence-rule.js';

export interface SentencePatternSpec {
  /** Groups of alternatives: a term of every group must stand in the window. */
  all: readonly (readonly string[])[];
  /** Alternatives that excuse the window (the defensive reading), unless evaded or a stated purpose. */
  unless?: readonly string[];
  /** 1: one sentence (the default); 2: a sentence and the one after it, for a target named before the ask. */
  sentences?: 1 | 2;
  /**
   * Whether a harm told as done by someone else or to the speaker, in the window, is excused by a
   * question for help anywhere near it in the same message (before or after): victims and defenders
   * tell what happened in one sentence and ask what to do in another. On by default.
   */
  victimExcuse?: boolean;
}

/**
 * A block rule's sentence test (evaluated by matchesSentenceRule): a text matches when one
 * sentence (or, with `sentences: 2`, two sentences in a row on one line) holds a term of every
 * group in `all`, in any order, and no term of `unless`.
 *
 * Sentence scope is what keeps the rules precise: "write" + "phishing page" + "PayPal" in one
 * sentence is a request for a kit, while the same words spread over a long code review are not;
 * and an `unless` term ("detect", "DMARC", "antidote") in the same window marks the defensive
 * reading, unless an evasion verb governs it or it only states a purpose. Each group is a list of
 * regular-expression alternatives, matched case-insensitively on word boundaries.
 */
export function sentencePattern(spec: SentencePatternSpec): SentenceRule {
  return { kind: 'sentence', ...spec };
}

/**
 * A verb given as an order, at the start of a sentence (after "please", "just", "now" at most):
 * "blackmail my coworker", "hide stolen money", "ddos my ex boss website". For ask groups, beside
 * "how do I" and "help me", in rules whose harm is a verb.
 */
export function imperative(verbs: readonly string[]): string {
  // The verb first, then the look back (over the verb again): a look back at every position of a
  // long text costs far more than one where a verb has just matched.
  const verb = `(?:${verbs.join('|')})`;
  return `\\b${verb}(?<=(?:^|[\\n.!?:;"'(]\\s*)(?:(?:please|pls|plz|just|now|then|so|ok|okay|hey|and|also|pretend|go|quickly)\\s+){0,2}${verb})`;
}

/**
 * A term that does not count right after `before` ("not detected", "no warnings", "smoke
 * detectors"): the look-behind goes after the term, so it runs only where the term matched. Put
 * before the term, it would run at every position of the text.
 */
export function notAfter(before: string, term: string): string {
  return `(?:${term})(?<!${before}(?:${term}))`;
}

/**
 * Terms that do not count after `before` ("doesn't block uploads", "hardest to spot"), as one
 * alternative: a look-ahead finds a term first, so the look-behind runs only where one starts.
 */
export function termsNotAfter(before: string, terms: readonly string[]): string {
  const term = `(?:${terms.join('|')})`;
  return `(?=${term})(?<!${before})${term}`;
}
