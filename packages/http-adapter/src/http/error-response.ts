import { ERROR_STATUS, redactJsonValue, type ApiError } from '@secgate/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error as routes hand it over: core's ApiError, or any `{status, body:{error:{code, message}}}`
 * of the same shape (the webhook's GatewayError adds codes core does not list).
 */
export interface ErrorLike {
  status: number;
  /** Details beside code and message are sent as they are (no index signature, so interfaces fit). */
  body: { error: { code: string; message: string } };
}

/**
 * The status to answer with. ApiError.status is authoritative (apiError fills it from core's
 * ERROR_STATUS, and a job's recorded failure keeps its own); a malformed one falls back to the
 * table by code, then to 500, so a bug never produces an invalid HTTP status.
 */
export function errorStatus(error: ErrorLike): ContentfulStatusCode {
  const { status } = error;
  if (Number.isInteger(status) && status >= 400 && status <= 599) return status as ContentfulStatusCode;
  const code = error.body.error.code;
  if (Object.hasOwn(ERROR_STATUS, code)) return ERROR_STATUS[code as keyof typeof ERROR_STATUS];
  return 500;
}

/**
 * Headers an error implies: `Retry-After` (whole seconds, at least 1) for every error that says
 * when to try again (`retryAfterSeconds`: rate-limited, upstream-queue-full, not-ready, shutting-down).
 */
export function errorHeaders(error: ErrorLike): Record<string, string> {
  const details: { code: string; retryAfterSeconds?: unknown } = error.body.error;
  if (details.retryAfterSeconds === undefined) return {};
  const seconds = Number(details.retryAfterSeconds);
  return { 'Retry-After': String(Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1) };
}

/**
 * Answers `{"error": {code, message, ...details}}` with the error's status. With a Hono context the
 * response goes through it (so headers set by middleware, such as CORS or the request id, stay);
 * without one (outside a request) it is a standalone Response. The body is redacted first: a
 * message or a field name may quote what the caller sent (docs/redaction.md#where-text-is-redacted).
 */
export function errorResponse(c: Context, error: ErrorLike | ApiError, headers?: Record<string, string>): Response;
export function errorResponse(error: ErrorLike | ApiError, headers?: Record<string, string>): Response;
export function errorResponse(
  first: Context | ErrorLike | ApiError,
  second?: ErrorLike | ApiError | Record<string, string>,
  third?: Record<string, string>,
): Response {
  const withContext = isContext(first);
  const error = (withContext ? second : first) as ErrorLike;
  const extra = (withContext ? third : second) as Record<string, string> | undefined;
  const status = errorStatus(error);
  const headers = { ...errorHeaders(error), ...extra };
  const body = redactJsonValue(error.body).value;
  if (withContext) return first.json(body, status, headers);
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  });
}

function isContext(value: unknown): value is Context {
  // A Context has a request and a json method; an error has a status and a body.
  return typeof value === 'object' && value !== null && 'req' in value && typeof (value as Context).json === 'function';
}
