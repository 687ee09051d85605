import { apiError } from '@secgate/core';
import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import type { Logger } from 'pino';
import { errorResponse } from './error-response.js';
import { requestIdOf } from './request-id.js';
import { routePatternOf } from './route-pattern.js';

/**
 * `app.onError`: every unexpected throw becomes 500 `internal` with the request id, and nothing
 * of the error (message, stack, class) reaches the client. The log line has the error (for the
 * operator) and where it happened, but never the request's headers or body.
 */
export function internalErrorHandler(logger: Logger): ErrorHandler {
  return (error: Error, c: Context) => answerInternalError(c, logger, error);
}

/**
 * Logs what was thrown and answers 500 `internal`. Shared by onError and requestLog: Hono hands
 * only `Error` instances to onError and lets any other thrown value escape the app, so requestLog
 * catches those and answers through here.
 */
export function answerInternalError(c: Context, logger: Logger, thrown: unknown): Response {
  const requestId = requestIdOf(c);
  const err = thrown instanceof Error ? thrown : new Error(`A non-Error value was thrown (${typeof thrown}).`);
  logger.error({ err, requestId, method: c.req.method, route: routePatternOf(c) }, 'unhandled error');
  return errorResponse(c, apiError('internal', 'An internal error occurred.', { requestId }));
}

/** `app.notFound`: 404 `not-found` that does not echo the path (it may carry a query with secrets). */
export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, apiError('not-found', 'No route matches this path.'));

/** Registers both handlers on the root app. */
export function handleErrors(app: Hono, logger: Logger): void {
  app.onError(internalErrorHandler(logger));
  app.notFound(notFoundHandler);
}
