import type { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { limitClients } from '../../auth/client-rate-limit.js';
import { publicCors } from '../../http/cors.js';

/**
 * Declares paths that anyone may call without a credential: each is limited per client address
 * (limitClients, counted before anything else, its preflight too) and open to any origin for the
 * given methods. The one way to make a route public, so none forgets its limit.
 */
export function openToEveryone(app: Hono, deps: Pick<AppDeps, 'clients'>, paths: readonly string[], methods: readonly string[]): void {
  const limit = limitClients(deps.clients);
  const cors = publicCors({ methods });
  for (const path of paths) {
    app.use(path, limit);
    app.use(path, cors);
  }
}
