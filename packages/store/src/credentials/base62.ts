import type { Ids } from '../ports/ids.js';

/** Digits, then upper case, then lower case: the alphabet of tokens and principal ids. */
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// 248 = 4 * 62: bytes from 248 up are thrown away, so every character is equally likely
// (a plain `byte % 62` would favour the first 8 characters).
const ACCEPT_BELOW = 248;

/** `length` random base62 characters from the Ids port, by rejection sampling (unbiased). */
export function randomBase62(ids: Ids, length: number): string {
  let out = '';
  while (out.length < length) {
    // Ask for a little more than needed: about 3% of bytes are rejected.
    const bytes = ids.bytes(length - out.length + 8);
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A non-negative integer written in exactly `width` base62 characters, most significant first. */
export function base62Fixed(value: number, width: number): string {
  let rest = value;
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  if (rest !== 0) throw new RangeError(`${value} does not fit in ${width} base62 characters.`);
  return out;
}

const BASE62_TEXT = /^[0-9A-Za-z]*$/;

export function isBase62(text: string): boolean {
  return BASE62_TEXT.test(text);
}
