import { apiError, type ApiError } from '../errors/api-error.js';

const MINUTE_MS = 60_000;

/** The requests one client has taken in one fixed window of a UTC minute. */
export interface RateWindow {
  /** Epoch milliseconds of the window's first instant. */
  start: number;
  used: number;
}

/** A take from a window: allowed with the window after it, or refused with when to retry. */
export type WindowTake = { allowed: true; window: RateWindow } | { allowed: false; window: RateWindow; retryAfterSeconds: number };

/**
 * Takes `cost` requests (an MCP batch costs one per message) from the fixed one-minute window of
 * `now`, at most `limit` per window; a window of an earlier minute starts over. A refused take
 * takes nothing, and says in whole seconds (at least 1) when the next window opens. A fixed window
 * admits up to twice the limit across a window's edge; that is accepted for its cheapness.
 */
export function takeFromWindow(window: RateWindow | undefined, now: number, limit: number, cost = 1): WindowTake {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const current = window && window.start === start ? window : { start, used: 0 };
  if (current.used + cost > limit) {
    return { allowed: false, window: current, retryAfterSeconds: Math.max(1, Math.ceil((start + MINUTE_MS - now) / 1000)) };
  }
  return { allowed: true, window: { start, used: current.used + cost } };
}

/** The 429 `rate-limited` answer of a client over its public limit. */
export function clientRateLimited(limit: number, retryAfterSeconds: number): ApiError {
  return apiError('rate-limited', `More than ${limit} requests this minute from this address; retry in ${retryAfterSeconds} s.`, { retryAfterSeconds });
}
