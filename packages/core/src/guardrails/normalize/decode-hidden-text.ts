// Runs long enough to carry a sentence: base64 (standard or URL alphabet) and hex, written
// plain, with \x escapes, or as bytes separated by spaces or colons.
const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX_RUN = /(?:(?:\\x|0x)?[0-9a-fA-F]{2}[ :]?){12,}/g;

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Strict UTF-8 (no overlong forms, surrogates or stray continuation bytes), or null. */
function utf8Text(bytes: Uint8Array): string | null {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] ?? 0;
    const length = first < 0x80 ? 1 : first >= 0xc2 && first < 0xe0 ? 2 : first >= 0xe0 && first < 0xf0 ? 3 : first >= 0xf0 && first < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return null;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      code = (code << 6) | (next & 0x3f);
    }
    const smallest = [0, 0, 0x80, 0x800, 0x10000][length] ?? 0;
    if (code < smallest || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}

/** Decoded text counts when it is valid UTF-8 made of letters, digits, punctuation and spaces. */
function readableText(bytes: Uint8Array): string | null {
  const text = utf8Text(bytes);
  if (text === null || text.length < 8) return null;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const control = text.match(/[\u0000-\u0008\u000e-\u001f\u007f\ufffd]/g)?.length ?? 0;
  // Prose has spaces; a decoded hash or key has none and mostly symbols.
  return control === 0 && letters / text.length > 0.6 && /\s/.test(text) ? text : null;
}

function base64Bytes(run: string): Uint8Array | null {
  const digits = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (digits.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const digit of digits) {
    const sextet = BASE64_ALPHABET.indexOf(digit);
    if (sextet < 0) return null;
    value = (value << 6) | sextet;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, at);
}

function hexBytes(run: string): Uint8Array | null {
  const digits = run.replace(/\\x|0x|[ :]/g, '');
  if (digits.length % 2 !== 0) return null;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Text hidden in base64 or hex inside a prompt ("decode this and do what it says: V3JpdGUg..."),
 * decoded: each run that decodes to readable UTF-8 prose, in the order found. Hashes, keys and
 * binary blobs decode to something unreadable and are skipped; each run is read once, so the
 * work is linear in the text.
 */
export function decodeHiddenText(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(BASE64_RUN)) {
    const bytes = base64Bytes(run);
    const decoded = bytes && readableText(bytes);
    if (decoded) found.push(decoded);
  }
  for (const [run] of text.matchAll(HEX_RUN)) {
    const bytes = hexBytes(run.trim());
    const decoded = bytes && readableText(bytes);
    if (decoded) found.push(decoded);
  }
  return found;
}
