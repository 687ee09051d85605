// The digits and symbols that stand for letters in leetspeak ("r4ns0mw4r3", "k3yl0gg3r", "$teal").
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

// Numbers standing alone between words in a leet text, and the short word each spells.
const SHORT_WORDS: Record<string, string> = { '1': 'i', '4': 'a', '70': 'to', '50': 'so', '15': 'is', '17': 'it', '47': 'at', '45': 'as', '2': 'to' };

// A token of letters mixed with leet characters; it must hold at least one letter and start or
// end with a letter or a leet character (so "12", "v2.1" and "4 GB" are left alone below).
const TOKEN = /[A-Za-z0-9@$!|+]*[A-Za-z][A-Za-z0-9@$!|+]*/g;

/**
 * Tokens that are never words: hex ("9f86d081", "0x4e2a", a uuid's "7a1c-") and 16 characters or
 * more (digests, base64, ids: leet words are short). Security text is full of them.
 */
function isName(token: string, before: string, after: string): boolean {
  if (token.length >= 16) return true;
  return /^(?:0x)?[0-9a-f]+$/i.test(token) && (token.length >= 6 || (token.length >= 4 && (before === '-' || after === '-')));
}

// Tokens shaped like names and numbers that heavy leetspeak also writes: a short name with a
// number ("T1059", "md5"; "wr173"), a number with its unit ("96ms", "2ms"; "53nd"), a letter between
// numbers ("30T08"; "7h3"), a letter or two with operators ("i++"). Spelled out only on a line
// that has a plain leet word in it ("r4n50mw4r3", "h0w", "k1ll").
const NAME_SHAPED =
  /^[A-Za-z]{1,4}(?!11$)[0-9]+$|^[0-9]{2,}[A-Za-z]{1,3}$|^[0-9](?:ms|[smhdkb]|kb|mb|gb|tb|px)$|^[0-9]+[A-Za-z][0-9]+$|^[A-Za-z]{1,2}[@$!|+]+$/;

/** One line with its leetspeak spelled out, or the line itself when it has no leet word. */
function undoLineLeetspeak(line: string): string {
  // Most lines of a long text have no letter beside a leet character: nothing to tokenise.
  if (!hasLeetspeak(line)) return line;
  const tokens = [...line.matchAll(TOKEN)].filter(([token]) => /[0-9@$!|+]/.test(token));
  const words = tokens.filter(({ 0: token, index }) => !isName(token, line[index - 1] ?? '', line[index + token.length] ?? ''));
  if (!words.some(([token]) => !NAME_SHAPED.test(token))) return line;
  let out = '';
  let from = 0;
  for (const { 0: token, index } of words) {
    out += line.slice(from, index) + spellLeet(token);
    from = index + token.length;
  }
  return out + line.slice(from);
}

// "1" is l before a vowel and in a pair ("mus1ims", "a11", "ki11"), i elsewhere ("k1ll", "1nstall", "sk1lls").
function spellLeet(token: string): string {
  return token.replace(/[0-9@$!|+]/g, (c, at: number) =>
    c === '1' && (/[aeiouy1]/i.test(token[at + 1] ?? '') || token[at - 1] === '1') ? 'l' : (LEET[c] ?? c),
  );
}

/**
 * The text with leetspeak spelled out, line by line: on a line with a leet word in it, every
 * leet character in a token that mixes letters with them becomes its letter, except in hex and
 * long ids. A line of names and numbers alone ("T1059", "sha256", "96ms", a timestamp) is left
 * as written, so most security text needs no second reading. Some names still change ("h5n1"
 * reads "hsni"), which is why guardrails match this view beside the plain one, never instead.
 */
export function undoLeetspeak(text: string): string {
  const lines = text.split('\n').map(undoLineLeetspeak);
  const spelled = lines.join('\n');
  if (spelled === text) return text;
  // Lone numbers between words that spell a short word: "what can 1 put", "wr1te 4 speech",
  // "h0w 70 cr45h" (to), "50 n0b0dy" (so), "3l3c710n 15 m0v3d" (is), "f1nd5 17" (it).
  return spelled.replace(/(?<=[A-Za-z] )(?:[14]|70|50|15|17|47|45|2)(?= [A-Za-z]|[.!?]?$)/gm, (c) => SHORT_WORDS[c] ?? c);
}

/** Whether the text holds any token undoLeetspeak would change: only then is the view needed. */
export function hasLeetspeak(text: string): boolean {
  return /[A-Za-z][0-9@$!|+]|[0-9@$!|+][A-Za-z]/.test(text);
}
