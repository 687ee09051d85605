/**
 * A regular-expression alternative for "a verb acting on an object": one of `verbs`, then at
 * most `maxBetween` words, then one of `objects` ("create a convincing phishing page", "build an
 * implosion-type nuclear device"). Words in `notBetween` may not stand in between, which keeps
 * "make a list of phishing domains" or "write a report on phishing emails" out. Used inside
 * sentencePattern groups where a verb alone is too common ("make", "write") to mean intent.
 */
export function verbObjectTerm(spec: { verbs: readonly string[]; objects: readonly string[]; maxBetween?: number; notBetween?: readonly string[] }): string {
  const { verbs, objects, maxBetween = 3, notBetween = [] } = spec;
  const guard = notBetween.length > 0 ? `(?!(?:${notBetween.join('|')})\\b)` : '';
  return `(?:${verbs.join('|')})(?:\\s+${guard}[\\w'-]+){0,${maxBetween}}?\\s+(?:${objects.join('|')})`;
}
