import type { SecretKind } from '@secgate/core';
import { seededRandom } from '../../support/seeded-random.js';

// The building blocks of the labelled secret corpus (issue 12): a seeded generator for the
// random parts of fake credentials, the published checksums, and the sample types.
//
// Every secret of the corpus is assembled at run time from a prefix and a pseudo-random body, so
// the repository holds no complete secret-shaped literal (nothing for a secret scanner to flag)
// and no real credential: the bodies come from a fixed-seed generator, not from any provider.

/** A fake secret pasted in a realistic context; `secret` is the exact part that must not survive. */
export interface PositiveSample {
  /** The kind the engine must report, as named in secret-kinds.ts. */
  kind: SecretKind;
  secret: string;
  text: string;
}

/** Research material that holds no secret and must come back byte for byte. */
export interface NegativeSample {
  /** What the sample stands for (a hash list, a placeholder, code that reads a secret...). */
  what: string;
  text: string;
}

export const DIGITS = '0123456789';
export const HEX = '0123456789abcdef';
export const HEX_UPPER = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The base62 alphabet in the order GitHub and npm encode their checksums with. */
export const BASE62 = `${DIGITS}${UPPER}${LOWER}`;
export const ALNUM = BASE62;
export const UPPER_ALNUM = `${UPPER}${DIGITS}`;
export const LOWER_ALNUM = `${LOWER}${DIGITS}`;
export const URLSAFE = `${BASE62}_-`;
export const BASE64 = `${UPPER}${LOWER}${DIGITS}+/`;
/** The base32 alphabet of AWS access key ids (RFC 4648, no 0, 1, 8, 9). */
export const BASE32 = `${UPPER}234567`;
/** The bech32 data alphabet (age secret keys, bech32 wallet addresses). */
export const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function hashSeed(label: string): number {
  // FNV-1a, so a label always gives the same stream and two labels give different ones.
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * `length` pseudo-random characters of `alphabet`, the same for the same `label`. Bodies of more
 * than 12 characters over an alphabet with two character classes always mix them (a random key
 * does; a run of one class reads as a word or a number), which keeps every fake plausible.
 */
export function body(label: string, length: number, alphabet: string = ALNUM): string {
  const next = seededRandom(hashSeed(`${label}#${length}#${alphabet}`));
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(alphabet));
  for (let attempt = 0; ; attempt++) {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    const mixed = classes.filter((re) => re.test(out)).length;
    if (length <= 12 || mixed === classes.length || attempt > 50) return out;
  }
}

const CRC_TABLE = (() => {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table.push(c >>> 0);
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the zlib one) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] as number);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A number in base62 (0-9A-Za-z), left-padded with `0` to `width`. */
export function base62(value: number, width: number): string {
  let out = '';
  let n = value;
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, '0');
}

/**
 * A GitHub classic token (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`) or an npm token (`npm_`):
 * 30 random base62 characters and the CRC-32 of those 30, in 6 base62 characters, as GitHub's
 * and npm's published token formats say.
 */
export function checksummedToken(prefix: string, label: string): string {
  const random = body(label, 30, BASE62);
  return `${prefix}${random}${base62(crc32(random), 6)}`;
}

/** True when a GitHub classic or npm token's last 6 characters are the CRC-32 of the 30 before. */
export function hasValidChecksum(token: string): boolean {
  const random = token.slice(-36, -6);
  return token.slice(-6) === base62(crc32(random), 6);
}

export const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
export const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

/** A random UUID-shaped string (version 4 layout), the same for the same label. */
export function uuid(label: string): string {
  const h = body(label, 32, HEX);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A structurally valid HS256 JWT with a fake signature (header.payload.signature, base64url). */
export function jwt(label: string, claims: Record<string, unknown>): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  return `${header}.${payload}.${body(label, 43, URLSAFE)}`;
}

/** An 88-character base64 account key (64 random bytes), as Azure Storage issues them. */
export function azureAccountKey(label: string): string {
  return `${body(label, 86, BASE64)}==`;
}

/** PEM body lines of `lines` × 64 base64 characters and a shorter last line. */
export function pemBody(label: string, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(body(`${label}/${i}`, 64, BASE64));
  out.push(`${body(`${label}/last`, 40, BASE64)}==`);
  return out.join('\n');
}

/** Builds `-----BEGIN <label>-----` / `-----END <label>-----` without the literal in the source. */
export function pem(label: string, content: string): string {
  const dashes = '-----';
  return `${dashes}BEGIN ${label}${dashes}\n${content}\n${dashes}END ${label}${dashes}`;
}

/** A positive: `secret` pasted by `paste` into its surroundings. */
export function sample(kind: SecretKind, secret: string, paste: (secret: string) => string): PositiveSample {
  return { kind, secret, text: paste(secret) };
}
