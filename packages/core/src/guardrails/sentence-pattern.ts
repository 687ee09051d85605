/**
 * Verbs that turn a defensive word into its opposite: "evade detection", "without being
 * detected", "bypass the filters", "a fake virus removal". An `unless` term right after one of
 * these (three words between at most) does not excuse the sentence.
 */
export const EVASION_VERBS = [
  'evad\\w*', 'avoid\\w*', 'bypass\\w*', 'circumvent\\w*', 'dodg\\w*', 'without', 'past', 'beat\\w*',
  'defeat\\w*', 'fool\\w*', 'trick\\w*', 'escap\\w*', 'undetect\\w*', 'stop', 'fake', 'phony', 'bogus', 'pretend(?:ing)? to be',
];

/**
 * Words that introduce a stated purpose or role: "as an investigator", "I'm studying AML",
 * "for a course on detection". A defensive term they lead (two words between at most) states a
 * purpose, not a defensive request, and does not excuse the sentence: a stated purpose never
 * unlocks a request whose plain content is harm to others (three words between at most).
 */
export const PURPOSE_LEADS = [
  'as an?', "i'm an?", 'i am an?', 'im an?', 'for (?:an?|my)', 'studying', 'work in', 'work as an?', 'pretend(?:ing)?',
  "i'm doing", 'i am doing', 'doing (?:some|my|a|an)', 'research(?:ing)? (?:on|into|about)', '(?:paper|thesis|course|class|project|assignment|study) (?:on|about)',
];

export interface SentencePatternSpec {
  /** Groups of alternatives: a term of every group must stand in the window. */
  all: readonly (readonly string[])[];
  /** Alternatives that excuse the window (the defensive reading), unless evaded or a stated purpose. */
  unless?: readonly string[];
  /** 1: one sentence (the default); 2: a sentence and the one after it, for a target named before the ask. */
  sentences?: 1 | 2;
}

/**
 * Builds the regular expression source used by the block rules: it matches a text that has one
 * sentence (or, with `sentences: 2`, two sentences in a row) holding a term of every group in
 * `all`, in any order, and no term of `unless`.
 *
 * Sentence scope is what keeps the rules precise: "write" + "phishing page" + "PayPal" in one
 * sentence is a request for a kit, while the same words spread over a long code review are not;
 * and an `unless` term ("detect", "DMARC", "antidote") in the same window marks the defensive
 * reading, unless an evasion verb governs it or it only states a purpose. A sentence ends at a
 * line break or at `.`, `!` or `?` followed by white space, so dotted names (paypal.com,
 * file.ts) stay inside their sentence. Each group is a list of regular-expression alternatives,
 * matched on word boundaries. Linear in the text: every lookahead is bounded by its window, and
 * sentence characters and sentence ends are disjoint.
 */
export function sentencePattern(spec: SentencePatternSpec): string {
  const inSentence = '(?:[^.!?\\n]|[.!?](?=\\S))*?';
  const inWindow = spec.sentences === 2 ? `${inSentence}(?:[.!?][ \\t]+${inSentence})??` : inSentence;
  const term = (alternatives: readonly string[]) => `\\b(?:${alternatives.join('|')})\\b`;
  const start = '(?:^|\\n|[.!?](?=\\s))';
  const leads = [...EVASION_VERBS, ...PURPOSE_LEADS].join('|');
  const governed = `(?<!\\b(?:${leads})\\s+(?:[\\w'-]+\\s+){0,3})`;
  const unless = spec.unless && spec.unless.length > 0 ? `(?!${inWindow}${governed}${term(spec.unless)})` : '';
  // The `all` lookaheads come first: most sentences fail one of them, and never pay for `unless`.
  return start + spec.all.map((group) => `(?=${inWindow}${term(group)})`).join('') + unless;
}
