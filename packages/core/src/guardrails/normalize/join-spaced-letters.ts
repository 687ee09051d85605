// Three or more single letters, each followed by one or two separator characters of the kind
// used to break a word apart: "r a n s o m", "b-o-m-b", "s.a.r.i.n", "k*i*l*l".
const SEPARATOR = '[ .\\-_*·•|/~,]{1,3}';
const SPACED = new RegExp(`(?<![\\p{L}\\p{N}])\\p{L}(?:${SEPARATOR}\\p{L}){2,}(?![\\p{L}\\p{N}])`, 'gu');

/** Joins one run: letters split by the run's own separator form a word; any other separator parts words. */
function joinRun(run: string): string {
  const own = /^\p{L}([^\p{L}]+)/u.exec(run)?.[1] ?? '';
  return run
    .split(/(\p{L})/u)
    .map((piece, i) => (i % 2 === 1 ? piece : piece === own ? '' : piece === '' ? '' : ' '))
    .join('');
}

/**
 * The text with letter-by-letter spellings joined into their word ("b o m b" reads "bomb",
 * "f-a-k-e e-l-e-c-t-i-o-n" reads "fake election", "c h i l d  p o r n" reads "child porn"). A
 * leading "a" or "I" followed by a space is the English word, not the first letter.
 */
export function joinSpacedLetters(text: string): string {
  return text.replace(SPACED, (run) => {
    const article = new RegExp(`^[aAI] (?=\\p{L}(?:${SEPARATOR}\\p{L}){2,}$)`, 'u').exec(run)?.[0] ?? '';
    return article + joinRun(run.slice(article.length));
  });
}
