import type { ErrorBody } from '../errors/api-error.js';

/** The terminator of a successful stream. */
export const DONE_EVENT = 'data: [DONE]\n\n';

/** One server-sent event carrying JSON: a `data:` line and the blank line that ends the event. */
export function sseEvent(data: unknown): string {
  // JSON.stringify never emits a raw line break, so the event is always a single data line.
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** The last event of a stream whose job failed: the error body, and no `[DONE]` after it. */
export function errorEvent(body: ErrorBody): string {
  return sseEvent(body);
}
