import { decideReadiness, notReadyError, type Readiness } from '@secgate/core';
import { SCHEMA_VERSION, type Store } from '@secgate/store';
import { Hono } from 'hono';
import { errorResponse } from '../../http/error-response.js';
import type { Upstreams } from '../../upstream/upstreams.js';
import type { Phase } from '../../server/lifecycle.js';

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';

/** GET /health/live's answer, the same while the process starts (request-gate.ts) and after. */
export function liveAnswer(): Response {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } });
}

/** What readiness reads of the process; startServer passes its own, an embedded app a default. */
export interface HealthDeps {
  store: Pick<Store, 'schemaVersion'>;
  upstreams: Pick<Upstreams, 'originCounts'>;
  /** The process's phase; always serving for an app that is not run by startServer. */
  phase?: () => Phase;
  /** False until the knowledge index is loaded. */
  knowledgeLoaded?: () => boolean;
}

/** How long a readiness answer is reused: probes from many balancers cost one store query a second. */
const READINESS_REUSE_MS = 1_000;
/** A store that takes longer than this to answer one tiny query is not ready. */
const STORE_TIMEOUT_MS = 2_000;

/** Readiness, asked of the store at most once per READINESS_REUSE_MS however often probes come. */
export function createReadinessProbe(deps: HealthDeps): () => Promise<Readiness> {
  let last: { at: number; schemaVersion: Promise<number | null> } | undefined;
  return async () => {
    const now = performance.now();
    if (last === undefined || now - last.at > READINESS_REUSE_MS) last = { at: now, schemaVersion: askSchemaVersion(deps.store) };
    const origins = deps.upstreams.originCounts?.() ?? { configured: 0, served: 0 };
    return decideReadiness({
      stopping: deps.phase?.() === 'stopping',
      schemaVersion: await last.schemaVersion,
      requiredSchemaVersion: SCHEMA_VERSION,
      knowledgeLoaded: deps.knowledgeLoaded?.() ?? true,
      originsConfigured: origins.configured,
      originsServed: origins.served,
    });
  };
}

async function askSchemaVersion(store: HealthDeps['store']): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STORE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([store.schemaVersion().catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health/live and GET /health/ready (docs/operations.md#health): unauthenticated, not rate
 * limited (a balancer probes from one address), no CORS, never cached. Live answers 200 while the
 * process can answer at all; ready answers 200 only when it may be sent work, else 503 `not-ready`
 * naming the checks that fail.
 */
export function healthRoutes(readiness: () => Promise<Readiness>): Hono {
  const app = new Hono();
  app.get(LIVE_PATH, () => liveAnswer());
  app.get(READY_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const answer = await readiness();
    return answer.ready ? c.json({ status: 'ready', checks: answer.checks }) : errorResponse(c, notReadyError(answer));
  });
  return app;
}
