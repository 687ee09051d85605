import { usageReport, usageWindow } from '@secgate/core';
import type { Store } from '@secgate/store';
import { Hono } from 'hono';
import type { SessionDeps } from '../session/resolve-session.js';
import { requireConsoleSession } from './console-session.js';
import { UsagePage } from './usage-page.js';

export interface UsageRoutesDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'usageByDay'>;
}

/** How many UTC days the page shows, today included. */
export const USAGE_DAYS = 30;

/**
 * `GET /console/usage` (docs/console.md#usage): the principal's requests, tokens and spend of the
 * last 30 UTC days. The store sums the receipts per day, model and outcome; core shapes them.
 */
export function usageRoutes(deps: UsageRoutesDeps): Hono {
  const app = new Hono();
  app.get('/console/usage', requireConsoleSession(deps), async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const { fromMs, toMs } = usageWindow(now, USAGE_DAYS);
    const rows = await deps.store.usageByDay(principal.id, fromMs, toMs);
    return c.html(<UsagePage principal={principal} report={usageReport(rows, now, USAGE_DAYS)} />);
  });
  return app;
}
