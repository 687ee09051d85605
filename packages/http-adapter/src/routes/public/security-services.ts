import type { AppDeps } from '../../app/app-deps.js';
import { Hono } from 'hono';
import { openToEveryone } from './open-to-everyone.js';
import { SECURITY_SERVICES } from '@secgate/core';

export const SECURITY_SERVICES_PATH = '/v1/security/services';

/**
 * `GET /v1/security/services` (public, CORS-open): the catalog as a bare JSON array, since the catalog
 * says the endpoint "returns an array" (no `{data: [...]}` envelope).
 */
export function securityServicesRoutes(deps: Pick<AppDeps, 'clients'>): Hono {
  const app = new Hono();
  openToEveryone(app, deps, [SECURITY_SERVICES_PATH], ['GET']);
  app.get(SECURITY_SERVICES_PATH, (c) => c.json(SECURITY_SERVICES));
  return app;
}
