/**
 * Shannon entropy in bits per character. Random tokens score high (base64 ~5, hex ~3.7 for
 * long strings); words, repeated characters and sequences score low (docs/redaction.md#assignments).
 */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  // By code point, so an emoji is one symbol, not two UTF-16 halves.
  let symbols = 0;
  for (const ch of text) {
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
    symbols++;
  }
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / symbols;
    bits -= p * Math.log2(p);
  }
  return bits;
}
