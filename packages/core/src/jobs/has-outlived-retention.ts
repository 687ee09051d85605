import { isFinishedJobStatus } from './job-http-status.js';
import type { JobStatus } from './job.js';

/**
 * A job ended more than `retentionMs` before `now`: a request with its id starts a new run instead
 * of re-attaching. The admission path and the store's reservation apply this same rule.
 */
export function hasOutlivedRetention(status: JobStatus, finishedAtMs: number | null, now: number, retentionMs: number): boolean {
  return isFinishedJobStatus(status) && finishedAtMs !== null && finishedAtMs + retentionMs < now;
}
