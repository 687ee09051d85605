import { hash } from 'node:crypto';
import type { Ids } from '../ports/ids.js';
import { base62Fixed, isBase62, randomBase62 } from './base62.js';
import { crc32 } from './crc32.js';

/**
 * Personal access tokens (docs/api.md#authentication): `sgp_` + 32 random base62 characters (about 190
 * bits) + 6 base62 characters of the CRC-32 of those 32. The prefix lets secret scanners (and our
 * own redaction) recognise a leaked token; the checksum lets a mistyped token be refused without a
 * database round trip. Only the SHA-256 of a token is ever stored.
 */
export const TOKEN_PREFIX = 'sgp_';
export const TOKEN_BODY_LENGTH = 32;
export const TOKEN_CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + TOKEN_BODY_LENGTH + TOKEN_CHECKSUM_LENGTH;

export interface CreatedToken {
  /** Shown to the holder once; never stored. */
  token: string;
  /** SHA-256 (hex) of the token: what the store keeps and looks up. */
  tokenHash: string;
}

export function createPersonalAccessToken(ids: Ids): CreatedToken {
  const body = randomBase62(ids, TOKEN_BODY_LENGTH);
  const token = `${TOKEN_PREFIX}${body}${checksumOf(body)}`;
  return { token, tokenHash: hashToken(token) };
}

/** Prefix, length, alphabet and checksum: what can be checked without the database. */
export function isWellFormedToken(text: string): boolean {
  if (typeof text !== 'string' || text.length !== TOKEN_LENGTH || !text.startsWith(TOKEN_PREFIX)) return false;
  const rest = text.slice(TOKEN_PREFIX.length);
  if (!isBase62(rest)) return false;
  const body = rest.slice(0, TOKEN_BODY_LENGTH);
  return rest.slice(TOKEN_BODY_LENGTH) === checksumOf(body);
}

/** SHA-256 hex of the whole token. A plain hash suffices: the token has ~190 bits of entropy. */
export function hashToken(token: string): string {
  // One-shot: no Hash object per request on the bearer path.
  return hash('sha256', token);
}

function checksumOf(body: string): string {
  // 62^6 is about 5.7e10, more than 2^32: every CRC-32 fits in 6 characters.
  return base62Fixed(crc32(Buffer.from(body, 'ascii')), TOKEN_CHECKSUM_LENGTH);
}
