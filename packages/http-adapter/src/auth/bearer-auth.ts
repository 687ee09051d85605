import { errorResponse } from '../http/error-response.js';
import { apiError } from '@secgate/core';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import './context-variables.js';
import { hashToken, isWellFormedToken } from './personal-access-token.js';

const REALM = 'Bearer realm="secgate"';
// RFC 6750 section 3: no error attribute when the request carried no credential at all.
const CHALLENGE_NO_TOKEN = REALM;
const CHALLENGE_BAD_TOKEN = `${REALM}, error="invalid_token"`;

/**
 * Resolves `Authorization: Bearer <token>` (the scheme in any case) to an active principal and
 * sets `principal` and `tokenId` on the context.
 *
 * - No credential, or another scheme: 401 `unauthorized`, challenge without an error.
 * - A malformed token (prefix, length, alphabet, checksum): 401 with `error="invalid_token"`,
 *   decided without touching the database, so garbage cannot load it.
 * - Unknown or revoked: the same 401. The store looks the token's SHA-256 up by a unique index:
 *   the attacker controls the hash's input but not its output, so timing of the index walk says
 *   nothing about the stored secret (the comparison is constant-time with respect to it), and
 *   the hash the database holds is useless to whoever reads it.
 * - Suspended: 403 `forbidden` here, on every protected route, not just at admission: a suspended
 *   principal's token still identifies it (so not 401), but it may neither spend nor read the
 *   account; answering in one place keeps every route consistent.
 */
export function requirePrincipal(deps: Pick<AppDeps, 'store'>): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization');
    // Any other scheme (Basic, ...) counts as no credential; `Bearer` with garbage is a bad token.
    const match = header === undefined ? null : /^Bearer(?:[ \t]+(.*))?$/is.exec(header.trim());
    if (!match) {
      return errorResponse(c, apiError('unauthorized', 'A bearer token is required: Authorization: Bearer sgp_...'), {
        'WWW-Authenticate': CHALLENGE_NO_TOKEN,
      });
    }
    const refuse = () =>
      errorResponse(c, apiError('unauthorized', 'The bearer token is malformed, unknown or revoked.'), {
        'WWW-Authenticate': CHALLENGE_BAD_TOKEN,
      });
    const token = (match[1] ?? '').trim();
    if (!isWellFormedToken(token)) return refuse();
    const found = await deps.store.principalByTokenHash(hashToken(token));
    if (!found) return refuse();
    if (found.principal.status === 'suspended') {
      return errorResponse(c, apiError('forbidden', 'This principal is suspended.'));
    }
    c.set('principal', found.principal);
    c.set('tokenId', found.tokenId);
    await next();
  };
}
