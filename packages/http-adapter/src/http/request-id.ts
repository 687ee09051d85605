import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requestLog for every request; echoed as `x-request-id` and in 500 bodies. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming `x-request-id` is kept when it is short and plain (a proxy's trace id), so logs of
 * both hops join up; anything else is replaced, so a client cannot inject text into the logs.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function chooseRequestId(incoming: string | undefined, fresh: () => string = randomUUID): string {
  return incoming !== undefined && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : fresh();
}

/** The request id of this request, minting one when requestLog is not mounted (tests, sub-apps). */
export function requestIdOf(c: Context): string {
  const existing = c.get('requestId');
  if (existing) return existing;
  const id = chooseRequestId(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  return id;
}
