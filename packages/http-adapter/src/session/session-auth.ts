import { apiError } from '@secgate/core';
import type { MiddlewareHandler } from 'hono';
import type { SignedInEnv } from '../auth/signed-in-env.js';
import { errorResponse } from '../http/error-response.js';
import { resolveSession, type SessionDeps } from './resolve-session.js';
import { changesState, isSameOriginRequest, publicOriginOf } from './same-origin.js';
import { readSessionCookie, sessionCookieFor } from './session-cookie.js';

/**
 * A protected route that also accepts a browser session (docs/console.md#sessions): a request with
 * an `Authorization` header, or without a session cookie, goes to `bearer` unchanged, so tokens
 * keep exactly their answers. A request that carries only the session cookie is signed in by the
 * session; if it changes state it must come from the service's own origin (403
 * `cross-origin-refused`), checked before the session is even looked up. Either way the route
 * sees the same `principal`; a session's principal was read from the store with it, so it counts
 * as checked (no cached credential for the reservation to re-check).
 */
export function bearerOrSession(bearer: MiddlewareHandler<SignedInEnv>, deps: SessionDeps): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    // A token's request (the hot path) goes on at once: no origin to work out, no cookie to parse.
    if (c.req.header('authorization') !== undefined) return bearer(c, next);
    const origin = publicOriginOf(c, deps.config);
    const sessionId = readSessionCookie(c, sessionCookieFor(origin));
    if (sessionId === undefined) return bearer(c, next);
    if (changesState(c.req.method) && !isSameOriginRequest(c, origin)) {
      return errorResponse(c, apiError('cross-origin-refused', "A request signed in by a browser session must come from the service's own pages."));
    }
    const resolved = await resolveSession(deps, sessionId);
    if (!resolved.ok) return errorResponse(c, resolved.error, resolved.headers);
    c.set('principal', resolved.principal);
    c.set('tokenId', undefined);
    c.set('credentialChecked', true);
    await next();
  };
}
