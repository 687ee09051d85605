import { decideReadiness, notReadyError, shuttingDownError } from '@secgate/core';
import { SCHEMA_VERSION } from '@secgate/store';
import type { Hono } from 'hono';
import { errorResponse } from '../http/error-response.js';
import { LIVE_PATH, liveAnswer, READY_PATH } from '../routes/health/health-routes.js';
import type { Lifecycle } from './lifecycle.js';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** What readiness is while the process starts: nothing is open or loaded yet. */
const STARTING = decideReadiness({
  stopping: false,
  schemaVersion: null,
  requiredSchemaVersion: SCHEMA_VERSION,
  knowledgeLoaded: false,
  originsConfigured: 0,
  originsServed: 0,
});

/**
 * The server's front door, by phase. Serving: everything goes to the app. Starting (the app is not
 * built yet): the probes answer, live 200 and ready 503, and every other request 503 `not-ready`.
 * Stopping: the probes still go to the app (ready says a stop has begun); every other request is
 * 503 `shutting-down` with `Retry-After`, and its connection closes, so a client or balancer sends
 * it elsewhere while the work in flight drains (docs/operations.md#stopping).
 */
export function gateRequests(lifecycle: Lifecycle, app: () => Hono | undefined): Fetch {
  return (request, env) => {
    const phase = lifecycle.phase();
    const built = app();
    if (phase === 'serving' && built) return built.fetch(request, env);
    const path = pathOf(request.url);
    const probe = path === LIVE_PATH || path === READY_PATH;
    if (phase === 'stopping' && built) {
      return probe ? built.fetch(request, env) : errorResponse(shuttingDownError(), { Connection: 'close', 'Cache-Control': 'no-store' });
    }
    if (path === LIVE_PATH) return liveAnswer();
    return errorResponse(notReadyError(STARTING), { 'Cache-Control': 'no-store' });
  };
}

/** The path of a request URL, without building a URL object for it. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}
