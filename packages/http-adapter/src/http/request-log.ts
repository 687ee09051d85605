import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { signedInVariables } from '../auth/signed-in-env.js';
import type { Metrics } from '../metrics/metrics.js';
import { answerInternalError } from './handle-errors.js';
import { chooseRequestId, REQUEST_ID_HEADER } from './request-id.js';
import { routePatternOf } from './route-pattern.js';

export interface RequestLogDeps {
  logger: Logger;
  metrics: Pick<Metrics, 'request'>;
  /** Fresh request ids; a random UUID by default. */
  newRequestId?: () => string;
  /** A monotonic millisecond clock for durations; `performance.now` by default. */
  monotonicMs?: () => number;
}

/** Methods reported as themselves; anything else is `OTHER`, so metric labels stay bounded. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Mount first on the root app (`app.use('*', requestLog(deps))`). Assigns the request id (set
 * as `c.get('requestId')` and echoed in `x-request-id`), then after the request writes exactly one
 * log line and counts it in metrics.
 *
 * What is logged is chosen field by field, never the request object: method, route PATTERN (not
 * the path or its query, which may carry secrets), status, duration, principal id when a route
 * authenticated one, request id. Headers, tokens, bodies and prompts are never read here. For a
 * stream the duration is the time to the response head, not to the end of the stream (the line
 * itself is written when the stream ends).
 */
export function requestLog(deps: RequestLogDeps): MiddlewareHandler {
  const monotonicMs = deps.monotonicMs ?? (() => performance.now());
  return async (c, next) => {
    const started = monotonicMs();
    const requestId = chooseRequestId(c.req.header(REQUEST_ID_HEADER), deps.newRequestId);
    c.set('requestId', requestId);
    // Under @hono/node-server the header goes on the Node response at once. Set through Hono
    // after the response is made, it would rebuild that response as a full WHATWG one.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    outgoing?.setHeader(REQUEST_ID_HEADER, requestId);
    try {
      await next();
    } catch (thrown) {
      // Hono's compose turns a thrown Error into the onError answer before we get here; only a
      // thrown non-Error (a string, a plain object) escapes it, and it gets the same 500.
      c.res = answerInternalError(c, deps.logger, thrown);
    } finally {
      const status = c.res.status;
      const route = routePatternOf(c);
      const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const durationMs = Math.round((monotonicMs() - started) * 1000) / 1000;
      const principalId = signedInVariables(c).principal?.id;
      if (!outgoing) c.header(REQUEST_ID_HEADER, requestId);
      deps.metrics.request(route, method, status);
      const line = { requestId, method, route, status, durationMs, ...(principalId ? { principalId } : {}) };
      // Under @hono/node-server the line is written once the answer has left (or the client has
      // gone): a synchronous write to standard output is then no longer part of the answer's latency.
      if (outgoing) afterResponse(outgoing, () => deps.logger.info(line, 'request'));
      else deps.logger.info(line, 'request');
    }
  };
}

/** Runs `write` once, when the Node response has finished or its connection has closed. */
function afterResponse(outgoing: ServerResponse, write: () => void): void {
  if (outgoing.writableFinished || outgoing.destroyed) {
    write();
    return;
  }
  let written = false;
  const once = () => {
    if (written) return;
    written = true;
    outgoing.off('finish', once);
    outgoing.off('close', once);
    write();
  };
  outgoing.on('finish', once);
  outgoing.on('close', once);
}
