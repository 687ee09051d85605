import { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { PROMETHEUS_CONTENT_TYPE } from '../../metrics/prometheus-text.js';

export const METRICS_PATH = '/metrics';

export type MetricsRouteDeps = { store: Pick<AppDeps['store'], 'countJobsByStatus'>; metrics: Pick<AppDeps['metrics'], 'render'> };

/**
 * `GET /metrics`: the Prometheus exposition. Public, like a health check, but not CORS-open (no
 * browser page has a reason to read it). Job counts are read from the store at scrape time.
 */
export function metricsRoutes(deps: MetricsRouteDeps): Hono {
  const app = new Hono();
  app.get(METRICS_PATH, async (c) => {
    const jobs = await deps.store.countJobsByStatus();
    return c.body(deps.metrics.render(jobs), 200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' });
  });
  return app;
}
