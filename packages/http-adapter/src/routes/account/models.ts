import { modelsList } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';

/**
 * `GET /v1/models` (bearer): the configured catalog, each model `served` while its route has an
 * origin that the last probe found up, else `route not configured` (docs/configuration.md#probing-and-availability).
 */
export function modelsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  signedIn(app, deps, 'bearer').get('/v1/models', (c) =>
    c.json(modelsList(deps.config.models, (id) => (deps.upstreams.isServed(id) ? 'served' : 'route not configured'))),
  );
  return app;
}
