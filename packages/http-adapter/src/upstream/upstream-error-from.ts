import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { UpstreamError } from './upstreams.js';

/**
 * Any failure of one upstream call as an UpstreamError: the HTTP status the origin answered with,
 * or 0 when no answer came (unreachable, timed out, cancelled). The origin's own error text is not
 * copied into the message, because the message reaches the caller and the providers behind a route
 * are operator configuration; the caller logs it instead.
 */
export function upstreamErrorFrom(error: unknown, timeoutMs: number, signal?: AbortSignal): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof APIUserAbortError || signal?.aborted) {
    const timedOut = signal?.reason instanceof Error && signal.reason.name === 'TimeoutError';
    return new UpstreamError(timedOut ? 'The upstream did not answer in time.' : 'The upstream call was cancelled.', 0);
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new UpstreamError(`The upstream did not answer within ${timeoutMs} ms.`, 0);
  }
  if (error instanceof APIConnectionError) return new UpstreamError('The upstream could not be reached.', 0);
  if (error instanceof APIError && typeof error.status === 'number') {
    return new UpstreamError(`The upstream answered HTTP ${error.status}.`, error.status);
  }
  return new UpstreamError('The upstream answer could not be read.', 0);
}

/** The origin's own words, for the operator's log only, cut short. */
export function upstreamDetail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}
