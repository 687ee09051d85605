import type { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import type { ServiceConfig } from '../../config/service-config.js';
import { createApp } from '../../app/create-app.js';
import { silentLogger } from '../../logging/create-logger.js';
import { createMetrics } from '../../metrics/prometheus-metrics.js';
import { randomIds } from '@secgate/store';

/** The public body limit the calculators answer by (the signed-in limit is four times larger). */
export const TEST_BODY_LIMIT = 16_384;
export const TEST_AUP_VERSION = 'aup-2025-05';

/** Only what the public routes read; cast because the rest of AppDeps is not needed here. */
export function publicTestDeps(jobs = { queued: 1, running: 2, succeeded: 3, failed: 4 }, metricsToken: string | null = null): AppDeps {
  return {
    config: {
      bodyLimitBytes: 4 * TEST_BODY_LIMIT,
      publicBodyLimitBytes: TEST_BODY_LIMIT,
      publicRateLimitPerMinute: 0,
      trustedProxies: [] as string[],
      aupVersion: TEST_AUP_VERSION,
      metrics: { token: metricsToken },
      console: { publicUrl: null, session: { idleMs: 43_200_000, absoluteMs: 604_800_000 }, oidc: null },
      payments: { processor: null, prices: {}, deposit: null, recharge: null },
    } as ServiceConfig,
    store: { countJobsByStatus: async () => jobs },
    logger: silentLogger,
    metrics: createMetrics(),
    ids: randomIds,
  } as unknown as AppDeps;
}

/** The real app factory; only the public routes are exercised. */
export function publicTestApp(deps: AppDeps = publicTestDeps()): Hono {
  return createApp(deps);
}
