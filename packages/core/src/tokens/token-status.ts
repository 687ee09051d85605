import { isTokenLive } from './token-expiry.js';

/** What the store keeps of a token's life, as the console's status column reads it. */
export interface TokenTimes {
  revokedAt: number | null;
  expiresAt: number | null;
}

/** A token's status at `now`, with the instant it ended (or, while active, will end; null for never). */
export type TokenStatus = { kind: 'active'; expiresAt: number | null } | { kind: 'revoked'; at: number } | { kind: 'expired'; at: number };

/**
 * Whether a token works at `now`, and if not, what ended it first: a token revoked before it
 * expired shows as revoked, one that expired and was revoked afterwards as expired (it had already
 * stopped working).
 *
 * @example
 * tokenStatus({ revokedAt: null, expiresAt: 10 }, 10) //=> { kind: 'expired', at: 10 }
 */
export function tokenStatus(token: TokenTimes, now: number): TokenStatus {
  const expiredAt = token.expiresAt !== null && !isTokenLive(token, now) ? token.expiresAt : null;
  if (token.revokedAt !== null && (expiredAt === null || token.revokedAt < expiredAt)) return { kind: 'revoked', at: token.revokedAt };
  if (expiredAt !== null) return { kind: 'expired', at: expiredAt };
  return { kind: 'active', expiresAt: token.expiresAt };
}
