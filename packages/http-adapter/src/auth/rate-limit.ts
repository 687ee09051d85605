import { errorResponse } from '../http/error-response.js';
import { apiError } from '@secgate/core';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import type { SignedInEnv } from './signed-in-env.js';

/**
 * Per-principal fixed-window limit of `config.rateLimitPerMinute` requests per UTC minute on the
 * protected routes (0 switches it off). Mount after requirePrincipal. The counts live in memory and
 * are shared with the other processes through the store (request-counter.ts). A fixed window admits
 * up to twice the limit across a window edge; that is accepted for its cheapness.
 */
export function rateLimit(deps: Pick<AppDeps, 'config' | 'requests'>): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const limit = deps.config.rateLimitPerMinute;
    if (limit <= 0) return next();
    const principal = c.get('principal');
    // A wiring error, not a client's: fail loudly (500) rather than let requests through unlimited.
    if (!principal) throw new Error('rateLimit must be mounted after requirePrincipal.');
    const taken = deps.requests.take(principal.id);
    if (!taken.allowed) {
      const { retryAfterSeconds } = taken;
      return errorResponse(c, apiError('rate-limited', `More than ${limit} requests this minute; retry in ${retryAfterSeconds} s.`, { retryAfterSeconds }), {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    return next();
  };
}
