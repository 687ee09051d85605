import { decodeHiddenText } from './normalize/decode-hidden-text.js';
import { foldHomoglyphs } from './normalize/fold-homoglyphs.js';
import { joinSpacedLetters, type SpelledArticles } from './normalize/join-spaced-letters.js';
import { readReversedText } from './normalize/read-reversed-text.js';
import { spellOutEmoji } from './normalize/spell-out-emoji.js';
import { hasLeetspeak, undoLeetspeak } from './normalize/undo-leetspeak.js';

// Characters that render as nothing and are used to split words past a pattern.
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
// Characters put inside a word to break it ("b*o*m*b" is joined by joinSpacedLetters; "ki**ll"). An
// underscore is left alone: snake_case names and secrets keep their shape.
const INNER_FILLER = /[*^~`]+/g;
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/**
 * The form of a prompt that guardrails read: NFKC (full-width letters and digits become ASCII,
 * so "ｓａｒｉｎ" and "１２３４" match like "sarin" and "1234"), invisible characters dropped,
 * Cyrillic and Greek look-alikes inside Latin words made Latin, emoji that stand for a word
 * spelled out ("the 🏦" reads "the bank"), words spelled letter by letter
 * joined, filler inside words dropped, and typographic apostrophes made plain.
 */
export function normalizePromptText(text: string, articles: SpelledArticles = 'both'): string {
  return joinedReading(foldedText(text), articles);
}

/** Plain, look-alikes folded, emoji that stand for words spelled out. */
function foldedText(text: string): string {
  return spellOutEmoji(foldHomoglyphs(plainPromptText(text)));
}

/** The last steps of normalisation, on text already plain and folded: filler dropped, spelled words joined. */
function joinedReading(folded: string, articles: SpelledArticles): string {
  const unfilled = folded.replace(INNER_FILLER, (filler, at: number) => (isLetter(folded[at - 1]) && isLetter(folded[at + filler.length]) ? '' : filler));
  return joinSpacedLetters(unfilled, articles);
}

/** The first step of normalisation, which the detectors read: NFKC, invisible characters dropped, apostrophes plain. */
export function plainPromptText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/**
 * Every reading of a text that the rules match, each normalised: the text itself with anything
 * hidden in base64 or hex decoded, and lines written backwards read forwards, onto lines of their own, and, when it has leetspeak in it, the
 * same with the leetspeak spelled out, and, when a word spelled letter by letter begins or ends
 * with "a" or "I", the readings where those are letters. A rule matches the text when it matches any reading.
 */
export function guardrailReadings(text: string): string[] {
  const decoded = decodeHiddenText(text);
  const withDecoded = decoded.length > 0 ? [text, ...decoded].join('\n') : text;
  const reversed = readReversedText(withDecoded);
  const full = reversed.length > 0 ? [withDecoded, ...reversed].join('\n') : withDecoded;
  // Folded once: every reading below starts from it.
  const folded = foldedText(full);
  const normalized = joinedReading(folded, 'both');
  const readings = hasLeetspeak(normalized) ? [normalized, undoLeetspeak(normalized)] : [normalized];
  // "terror a t t a c k", "hide a c a m e r a in": a spelled-out "a" may be a letter rather than the article.
  const leading = /[aAiI](?<=(?:^|[^\p{L}])[aAiI]) \p{L} \p{L}/u.test(folded);
  const trailing = /\p{L} \p{L} [aAI] \p{L}{2}/u.test(folded);
  const others = [...(trailing ? [joinedReading(folded, 'leading')] : []), ...(leading || trailing ? [joinedReading(folded, 'none')] : [])];
  return [...new Set([...readings, ...others])];
}
