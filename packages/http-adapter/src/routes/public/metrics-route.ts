import { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { errorResponse } from '../../http/error-response.js';
import { PROMETHEUS_CONTENT_TYPE } from '../../metrics/prometheus-text.js';
import { metricsRefusal } from './metrics-access.js';
import type { HeartbeatClock } from '../../completion/heartbeat-clock.js';

export const METRICS_PATH = '/metrics';

export type MetricsRouteDeps = {
  store: Pick<AppDeps['store'], 'countJobsByStatus'>;
  metrics: Pick<AppDeps['metrics'], 'render'>;
  config: Pick<AppDeps['config'], 'metrics'>;
  upstreams?: Pick<AppDeps['upstreams'], 'load'>;
  /** The open streams' heartbeat clock: its listeners are the open streams. */
  heartbeats?: Pick<HeartbeatClock, 'listeners'>;
};

/**
 * `GET /metrics`: the Prometheus exposition, for the metrics token's bearer or, with no token
 * configured, loopback clients only (metricsRefusal). Not CORS-open (no browser page has a reason
 * to read it). Job counts are read from the store at scrape time, after the access check.
 */
export function metricsRoutes(deps: MetricsRouteDeps): Hono {
  const app = new Hono();
  app.get(METRICS_PATH, async (c) => {
    const refusal = metricsRefusal(c, deps.config.metrics.token);
    if (refusal) return errorResponse(c, refusal.error, refusal.headers);
    const jobs = await deps.store.countJobsByStatus();
    return c.body(deps.metrics.render(jobs, { origins: deps.upstreams?.load?.() ?? [], openStreams: deps.heartbeats?.listeners ?? 0 }), 200, {
      'content-type': PROMETHEUS_CONTENT_TYPE,
      'cache-control': 'no-store',
    });
  });
  return app;
}
