import { freeRequestsPerDayOf, researchStatus, utcDayOf } from '@secgate/core';
import { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { requirePrincipal } from '../../auth/bearer-auth.js';
import { rateLimit } from '../../auth/rate-limit.js';

/**
 * `GET /v1/research/status` (bearer): Red-team eligibility with the first unmet reason, every
 * requirement, the principal's scopes, and the free tier (its own daily count, else the
 * configured default, and what is left of today's UTC day).
 */
export function researchStatusRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/v1/research/status', requirePrincipal(deps), rateLimit(deps), async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const quota = await deps.store.quotaSnapshot(principal.id, utcDayOf(now), now);
    const requestsPerDay = freeRequestsPerDayOf(principal, deps.config.freeRequestsPerDay);
    return c.json(researchStatus(principal, now, deps.config.aupVersion, { requestsPerDay, usedToday: quota.freeRequestsUsedToday }));
  });
  return app;
}
