// A request to read the text backwards: "(read it backwards)", "read this right to left and
// answer", "read my sentences in reverse order". Security prose says "reverse shell" and "reversed
// the sample"; it does not ask to be read backwards.
const BACKWARDS_CUE =
  /\b(?:read|reads|reading|answer|written|write|typed|flip(?:ped)?|decode)\b[^.\n]{0,30}?\b(?:backwards?|in reverse(?: order)?|reversed|right[- ]to[- ]left)\b|\((?:it's |its |this is )?(?:backwards?|reversed)\b/i;

// Short English words that a sentence written letter by letter backwards is full of, reversed.
const REVERSED_FUNCTION_WORDS = new Set([
  'eht',
  'dna',
  'ot',
  'fo',
  'woh',
  'ni',
  'rof',
  'ym',
  'uoy',
  'taht',
  'siht',
  'htiw',
  'si',
  'ti',
  'nac',
  'od',
  'reh',
  'sih',
  'eno',
  'ruoy',
  'tahw',
  'nehw',
  'erehw',
  'ohw',
  'lliw',
  'ton',
  'tub',
  'ta',
  'morf',
]);
const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'to',
  'of',
  'how',
  'in',
  'for',
  'my',
  'you',
  'that',
  'this',
  'with',
  'is',
  'it',
  'can',
  'do',
  'her',
  'his',
  'one',
  'your',
  'what',
  'when',
  'where',
  'who',
  'will',
  'not',
  'but',
  'at',
  'from',
]);
// Any of the commonest ones: without one, no line of the text is read backwards (most texts).
const ANY_REVERSED = /\b(?:eht|dna|ot|fo|woh|rof|ym|uoy|taht|siht|htiw)\b/i;

const reverseCharacters = (line: string) => [...line].reverse().join('');

// Word order undone; punctuation written before a word ("?morning", ",party") goes after it again.
const reverseWords = (line: string) =>
  line
    .split(/\s+/)
    .filter((word) => word !== '')
    .reverse()
    .map((word) => word.replace(/^([^\p{L}\p{N}]+)(.+)$/u, '$2$1'))
    .join(' ');

function looksCharacterReversed(line: string): boolean {
  const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
  const reversed = new Set(words.filter((word) => REVERSED_FUNCTION_WORDS.has(word)));
  const forward = words.filter((word) => FUNCTION_WORDS.has(word)).length;
  return reversed.size >= 3 && words.filter((word) => REVERSED_FUNCTION_WORDS.has(word)).length > forward;
}

/**
 * Lines written backwards, read forwards: a line spelled letter by letter backwards ("...enilno
 * sedun ym tsop ot egassem a etirW") reads back by itself, and when the text asks to be read
 * backwards, every line of three words or more is read back both letter by letter and word by
 * word. The lines are read beside the text, never instead of it.
 */
export function readReversedText(text: string): string[] {
  const cued = BACKWARDS_CUE.test(text);
  if (!cued && !ANY_REVERSED.test(text)) return [];
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (line.split(/\s+/).filter((word) => word !== '').length < 3) continue;
    if (cued) found.push(reverseCharacters(line), reverseWords(line));
    else if (looksCharacterReversed(line)) found.push(reverseCharacters(line));
  }
  return found;
}
