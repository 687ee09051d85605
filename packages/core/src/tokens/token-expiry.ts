import { apiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { utcDayStart } from '../time/utc-day-start.js';

/**
 * When a personal access token stops working (docs/console.md#tokens). A token may carry an
 * expiry, chosen as a UTC calendar day: it works up to the end of that day, so `expiresAt` is the
 * first instant of the next UTC day (epoch milliseconds), and the token is refused from then on.
 * No expiry (null) means it works until revoked. Pure: the caller passes `now`.
 */
export interface TokenExpiry {
  expiresAt: number | null;
}

const DAY_MS = 86_400_000;

/** The latest day a token may be set to expire on: this many days after today (UTC). */
export const TOKEN_EXPIRY_MAX_DAYS = 365;

/**
 * Whether the token still works at `now`: it has no expiry, or `now` is before it. Revocation is
 * the store's to say (a revoked token is never found); this rule is only about time, so every
 * process, and every cached copy of the token, decides it alike without reading anything.
 *
 * @example
 * isTokenLive({ expiresAt: 1_000 }, 999) //=> true
 * isTokenLive({ expiresAt: 1_000 }, 1_000) //=> false
 */
export function isTokenLive(token: TokenExpiry, now: number): boolean {
  return token.expiresAt === null || now < token.expiresAt;
}

/**
 * Why a found, unrevoked token does not authenticate at `now`: null while it is live, else 401
 * `unauthorized`, the same answer as for a revoked token (the agent needs a new token either way),
 * with a message that says which.
 */
export function tokenRefusal(token: TokenExpiry, now: number): ApiError | null {
  return isTokenLive(token, now) ? null : apiError('unauthorized', 'The bearer token has expired: its holder can issue a new one.');
}

/** The instant a token chosen to last through the UTC day that `dayStartMs` falls in stops working. */
export function expiryAtEndOfDay(dayStartMs: number): number {
  return Math.floor(dayStartMs / DAY_MS) * DAY_MS + DAY_MS;
}

/**
 * The expiry a holder asked for as a date (`YYYY-MM-DD`, what `<input type="date">` sends): empty
 * is no expiry; otherwise a real calendar date from today (UTC, at `now`) to TOKEN_EXPIRY_MAX_DAYS
 * after it, answered as the first instant after that day (expiryAtEndOfDay). A day already over is
 * refused rather than issuing a token that never works.
 *
 * @example
 * readTokenExpiry('2026-01-31', Date.UTC(2026, 0, 1)) //=> { ok: true, value: Date.UTC(2026, 1, 1) }
 */
export function readTokenExpiry(raw: string, now: number): Result<number | null, string> {
  const text = raw.trim();
  if (text === '') return ok(null);
  const refusal = `The expiry must be a date (YYYY-MM-DD) from today to ${TOKEN_EXPIRY_MAX_DAYS} days from today, in UTC.`;
  const dayStart = utcDayStart(text);
  if (dayStart === undefined) return err(refusal);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (dayStart < today || dayStart > today + TOKEN_EXPIRY_MAX_DAYS * DAY_MS) return err(refusal);
  return ok(expiryAtEndOfDay(dayStart));
}
