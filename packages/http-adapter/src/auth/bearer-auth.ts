import { errorResponse } from '../http/error-response.js';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import './context-variables.js';
import { resolveBearer } from './resolve-bearer.js';

/**
 * Resolves `Authorization: Bearer <token>` (the scheme in any case) to an active principal and
 * sets `principal` and `tokenId` on the context; otherwise answers what resolveBearer decided
 * (401 `unauthorized` with a challenge, or 403 `forbidden` for a suspended principal). The
 * suspension is refused here, on every protected route, not just at admission: the principal may
 * neither spend nor read the account, and answering in one place keeps every route consistent.
 */
export function requirePrincipal(deps: Pick<AppDeps, 'store'>): MiddlewareHandler {
  return async (c, next) => {
    const resolved = await resolveBearer(deps.store, c.req.header('authorization'));
    if (!resolved.ok) return errorResponse(c, resolved.error, resolved.headers);
    c.set('principal', resolved.principal);
    c.set('tokenId', resolved.tokenId);
    await next();
  };
}
