import { errorResponse } from '../http/error-response.js';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import type { CompletionSubmission } from '../completion/index.js';
import type { SignedInEnv } from './signed-in-env.js';
import type { PrincipalCache } from './principal-cache.js';
import { resolveBearer } from './resolve-bearer.js';

/**
 * Resolves `Authorization: Bearer <token>` (the scheme in any case) to an active principal and
 * sets `principal` and `tokenId` on the context; otherwise answers what resolveBearer decided
 * (401 `unauthorized` with a challenge for a missing, bad, revoked or expired token, or 403
 * `forbidden` for a suspended principal). The suspension is refused here, on every protected route, not just at admission: the principal may
 * neither spend nor read the account, and answering in one place keeps every route consistent.
 */
export function requirePrincipal(deps: Pick<AppDeps, 'store' | 'clock'>): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const resolved = await resolveBearer(deps.store, c.req.header('authorization'), deps.clock.now());
    if (!resolved.ok) return errorResponse(c, resolved.error, resolved.headers);
    c.set('principal', resolved.principal);
    c.set('tokenId', resolved.tokenId);
    c.set('credentialChecked', true);
    await next();
  };
}

/**
 * requirePrincipal for the completion routes, whose reservation checks the credential again in
 * its own transaction (createJob's `credential`): the principal may come from the principal cache,
 * so the hot path reads nothing to authenticate. An answer that no reservation checked never goes
 * out on the cache's word: before an error is sent, the token is checked against the store, so a
 * revoked token or a suspended principal is 401 or 403 whatever else was wrong with the request.
 */
export function requireCachedPrincipal(cache: PrincipalCache): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const resolved = await cache.resolve(header);
    if (!resolved.ok) return errorResponse(c, resolved.error, resolved.headers);
    c.set('principal', resolved.principal);
    c.set('tokenId', resolved.tokenId);
    c.set('credentialChecked', !resolved.cached);
    await next();
    // No answer goes out on the cache's word: unless a reservation checked the credential, the
    // store is asked now, and a revoked token or a suspended principal is answered 401 or 403.
    if (c.get('credentialChecked')) return;
    const fresh = await cache.refresh(header);
    if (!fresh.ok) c.res = errorResponse(c, fresh.error, fresh.headers);
  };
}

/**
 * The credential a completion route hands to submitCompletion when its principal came from the
 * cache; submitCompletion marks it checked once its reservation (or a fresh read) has checked it.
 */
export function cachedCredential(c: Context<SignedInEnv>, cache: PrincipalCache): CompletionSubmission['credential'] {
  const tokenId = c.get('tokenId');
  if (c.get('credentialChecked') || tokenId === undefined) return undefined;
  const header = c.req.header('authorization');
  return { tokenId, refresh: () => cache.refresh(header), checked: () => c.set('credentialChecked', true) };
}
