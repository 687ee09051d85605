import { errorResponse } from '../../http/error-response.js';
import { apiError } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';
import { verificationUrlFor } from './verification-url.js';

/**
 * `POST /v1/research/ekyc/start` (bearer): `{verificationUrl, expiresAt}`, a URL a person opens to
 * verify a card with the configured provider. The template's `{state}` is replaced by a signed
 * state naming the principal, valid 15 minutes. No request body is read. Without a provider (no
 * URL template or no secret), 503 `verification-provider-not-configured`; the operator's path is
 * then `secgate admin principal verify`.
 */
export function ekycStartRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  signedIn(app, deps, 'bearer').post('/v1/research/ekyc/start', (c) => {
    const started = verificationUrlFor(deps.config, c.get('principal').id, deps.clock.now());
    if (!started) {
      return errorResponse(c, apiError('verification-provider-not-configured', 'No card verification provider is configured; ask the operator to verify you.'));
    }
    return c.json({ verificationUrl: started.url, expiresAt: new Date(started.expiresAt).toISOString() });
  });
  return app;
}
