// Three or more single letters, each followed by one or two separator characters of the kind
// used to break a word apart: "r a n s o m", "b-o-m-b", "s.a.r.i.n", "k*i*l*l".
const SEPARATOR = '[ .\\-_*·•|/~,]{1,3}';
// The letter comes first and the look back after it, so a text of symbols (emoji, say) costs one
// failed test per character instead of a look back at every one. A letter after a word's
// apostrophe ends that word ("wife's t e x t s", "can't k n o w") and starts no run.
const SPACED = new RegExp(`\\p{L}(?<![\\p{L}\\p{N}]['\u2019]?\\p{L})(?:${SEPARATOR}\\p{L}){2,}(?![\\p{L}\\p{N}])`, 'gu');

/** Joins one run: letters split by the run's own (most used) separator form a word; any other separator parts words. */
function joinRun(run: string): string {
  const counts = new Map<string, number>();
  for (const separator of run.split(/\p{L}/u)) if (separator !== '') counts.set(separator, (counts.get(separator) ?? 0) + 1);
  const own = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0] as [string, number])[0];
  return run
    .split(/(\p{L})/u)
    .map((piece, i) => (i % 2 === 1 ? piece : piece === own ? '' : piece === '' ? '' : ' '))
    .join('');
}

/** Which single "a" or "I" at the edges of a spelled-out run are read as words: both edges, the leading one, none. */
export type SpelledArticles = 'both' | 'leading' | 'none';

/**
 * The text with letter-by-letter spellings joined into their word ("b o m b" reads "bomb",
 * "f-a-k-e e-l-e-c-t-i-o-n" reads "fake election", "c h i l d  p o r n" reads "child porn"). A
 * leading "a" or "I", and a last one before a word, spelled with spaces, are the English words,
 * not letters ("make a b o m b", "b u i l d a pipe bomb"). Which they are cannot be told without
 * a dictionary, so the other readings exist too: with `articles` 'leading' only a leading one is
 * the word ("hide a c a m e r a in"), with 'none' both are letters ("a t t a c k"); guardrails
 * match those readings beside the first where they differ.
 */
export function joinSpacedLetters(text: string, articles: SpelledArticles = 'both'): string {
  return text.replace(SPACED, (run, at: number) => {
    if (articles === 'none') return joinRun(run);
    const article = new RegExp(`^[aAiI] (?=\\p{L}(?:${SEPARATOR}\\p{L}){2,}$)`, 'u').exec(run)?.[0] ?? '';
    // "b u i l d a pipe bomb": a last "a" or "I" spelled with spaces, before a word, is the article.
    const rest = run.slice(article.length);
    const before = text.slice(at + run.length);
    const trailing = articles === 'both' && / [aAI]$/.test(rest) && rest.length >= 7 && /^ \p{L}{2,}/u.test(before) ? rest.slice(-2) : '';
    return article + joinRun(rest.slice(0, rest.length - trailing.length)) + trailing;
  });
}
