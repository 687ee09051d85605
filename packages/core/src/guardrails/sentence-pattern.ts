/**
 * Verbs that turn a defensive word into its opposite: "evade detection", "without being
 * detected", "bypass the filters". An `unless` term right after one of these (two words
 * between at most) does not excuse the sentence.
 */
export const EVASION_VERBS = [
  'evad\\w*', 'avoid\\w*', 'bypass\\w*', 'circumvent\\w*', 'dodg\\w*', 'without', 'past', 'beat\\w*',
  'defeat\\w*', 'fool\\w*', 'trick\\w*', 'escap\\w*', 'undetect\\w*',
];

/**
 * Builds the regular expression source used by the block rules: it matches a text that has one
 * sentence holding a term of every group in `all`, in any order, and no term of `unless`.
 *
 * Sentence scope is what keeps the rules precise: "write" + "phishing page" + "PayPal" in one
 * sentence is a request for a kit, while the same words spread over a long code review are not;
 * and an `unless` term ("detect", "DMARC", "antidote") in the same sentence marks the defensive
 * reading, unless an evasion verb governs it. A sentence ends at a line break or at `.`, `!`,
 * `?` followed by white space, so dotted names (paypal.com, file.ts) stay inside their sentence.
 * Each group is a list of regular-expression alternatives, matched on word boundaries. Linear
 * in the text: every lookahead is bounded by its sentence, and sentence characters and
 * sentence ends are disjoint.
 */
export function sentencePattern(groups: { all: readonly (readonly string[])[]; unless?: readonly string[] }): string {
  const inSentence = '(?:[^.!?\\n]|[.!?](?=\\S))*?';
  const term = (alternatives: readonly string[]) => `\\b(?:${alternatives.join('|')})\\b`;
  const start = '(?:^|\\n|[.!?](?=\\s))';
  const notEvaded = `(?<!\\b(?:${EVASION_VERBS.join('|')})\\s+(?:[\\w'-]+\\s+){0,2})`;
  const unless =
    groups.unless && groups.unless.length > 0 ? `(?!${inSentence}${notEvaded}${term(groups.unless)})` : '';
  // The `all` lookaheads come first: most sentences fail one of them, and never pay for `unless`.
  return start + groups.all.map((group) => `(?=${inSentence}${term(group)})`).join('') + unless;
}
