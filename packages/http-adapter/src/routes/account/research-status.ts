import { freeRequestsPerDayOf, researchStatus, utcDayOf } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';

/**
 * `GET /v1/research/status` (bearer): Red-team eligibility with the first unmet reason, every
 * requirement, the principal's scopes, and the free tier (its own daily count, else the
 * configured default, and what is left of today's UTC day).
 */
export function researchStatusRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  signedIn(app, deps, 'bearer').get('/v1/research/status', async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const quota = await deps.store.quotaSnapshot(principal.id, utcDayOf(now), now);
    const requestsPerDay = freeRequestsPerDayOf(principal, deps.config.freeRequestsPerDay);
    return c.json(researchStatus(principal, now, deps.config.aupVersion, { requestsPerDay, usedToday: quota.freeRequestsUsedToday }));
  });
  return app;
}
