// A word: letters, digits and apostrophes (the readings are already folded and lower-cased here).
const WORD = /[\p{L}\p{N}']+/gu;

/** The words of a text, lower-cased, in order. */
export function requestWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * The features the harm scorer reads from a run of words: each distinct word and each distinct
 * pair of neighbouring words ("phishing kit" says more than "phishing" and "kit"). Presence, not
 * counts: saying a word twice does not make a request twice as harmful.
 */
export function requestFeatures(words: readonly string[]): Set<string> {
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  return features;
}

/**
 * The windows a text's words (requestWords) are read in: all of them when there are at most `size`, otherwise runs
 * of `size` words that overlap by half, so that an ask inside a long text is read at the length
 * of a request, and a long document is not judged by the sum of everything it mentions.
 */
export function featureWindows(words: readonly string[], size: number): Set<string>[] {
  if (words.length <= size) return [requestFeatures(words)];
  const step = Math.max(1, Math.floor(size / 2));
  const windows: Set<string>[] = [];
  for (let start = 0; ; start += step) {
    windows.push(requestFeatures(words.slice(start, start + size)));
    if (start + size >= words.length) break;
  }
  return windows;
}
