import { errorResponse } from '../http/error-response.js';
import { apiError } from '@secgate/core';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import './context-variables.js';

const MINUTE_MS = 60_000;

/**
 * Per-principal fixed-window limit of `config.rateLimitPerMinute` requests per UTC minute on the
 * protected routes (0 switches it off). Mount after requirePrincipal. The count lives in the store,
 * so several gateway processes share one limit. A fixed window admits up to twice the limit across
 * a window edge; that is accepted for its one-row-per-minute cost.
 */
export function rateLimit(deps: Pick<AppDeps, 'store' | 'config' | 'clock'>): MiddlewareHandler {
  return async (c, next) => {
    const limit = deps.config.rateLimitPerMinute;
    if (limit <= 0) return next();
    const principal = c.get('principal');
    // A wiring error, not a client's: fail loudly (500) rather than let requests through unlimited.
    if (!principal) throw new Error('rateLimit must be mounted after requirePrincipal.');
    const now = deps.clock.now();
    const windowStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const counted = await deps.store.countRequest(principal.id, windowStart, limit);
    if (!counted.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000));
      return errorResponse(
        c,
        apiError('rate-limited', `More than ${limit} requests this minute; retry in ${retryAfterSeconds} s.`, { retryAfterSeconds }),
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
    return next();
  };
}
