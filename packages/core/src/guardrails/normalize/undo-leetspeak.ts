// The digits and symbols that stand for letters in leetspeak ("r4ns0mw4r3", "k3yl0gg3r", "$teal").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

// Numbers standing alone between words in a leet text, and the short word each spells.
const SHORT_WORDS: Record<string, string> = { '1': 'i', '4': 'a', '70': 'to', '50': 'so', '15': 'is', '17': 'it', '47': 'at', '45': 'as', '2': 'to' };

// A token of letters mixed with leet characters; it must hold at least one letter and start or
// end with a letter or a leet character (so "12", "v2.1" and "4 GB" are left alone below).
const TOKEN = /[A-Za-z0-9@$!|+]*[A-Za-z][A-Za-z0-9@$!|+]*/g;

/**
 * The text with leetspeak spelled out: in each token that mixes letters with leet characters,
 * every leet character becomes its letter. Identifiers that mix letters and digits (T1566,
 * sha256, h5n1) change too, which is why guardrails match this view beside the plain one and
 * never instead of it.
 */
export function undoLeetspeak(text: string): string {
  // "1" is l before a vowel or another 1 ("mus1ims", "a11"), i elsewhere ("k1ll", "1nstall", "sk1lls").
  const spell = (token: string) => token.replace(/[0-9@$!|+]/g, (c, at: number) => (c === '1' && /[aeiouy1]/i.test(token[at + 1] ?? '') ? 'l' : (LEET[c] ?? c)));
  const spelled = text.replace(TOKEN, (token) => (/[0-9@$!|+]/.test(token) ? spell(token) : token));
  // Lone numbers between words that spell a short word: "what can 1 put", "wr1te 4 speech",
  // "h0w 70 cr45h" (to), "50 n0b0dy" (so), "3l3c710n 15 m0v3d" (is), "f1nd5 17" (it).
  return spelled.replace(/(?<=[A-Za-z] )(?:[14]|70|50|15|17|47|45|2)(?= [A-Za-z]|[.!?]?$)/gm, (c) => SHORT_WORDS[c] ?? c);
}

/** Whether the text holds any token undoLeetspeak would change: only then is the view needed. */
export function hasLeetspeak(text: string): boolean {
  return /[A-Za-z][0-9@$!|+]|[0-9@$!|+][A-Za-z]/.test(text);
}
