import type { Job } from '../jobs/job.js';

/** How long a job spent where, in milliseconds; null for a span that has not begun or ended. */
export interface JobTimings {
  /** From its creation to the start of its (first) run: waiting for a runner. */
  queueMs: number | null;
  /** From the start of its run to its end: the upstream call, its wait under the origin's cap included. */
  upstreamMs: number | null;
  /** The part of the run spent waiting for a place under the origin's `maxInFlight` (as stored). */
  upstreamQueueMs: number | null;
}

/**
 * The spans of a stored job, from its ISO 8601 times: queue = started - created, upstream =
 * finished - started, and the upstream queue wait as the runner measured it.
 *
 * @example
 * jobTimings({ createdAt: '2026-11-28T10:00:00.000Z', startedAt: '2026-11-28T10:00:00.250Z', finishedAt: '2026-11-28T10:00:02.000Z' })
 * //=> { queueMs: 250, upstreamMs: 1750, upstreamQueueMs: null }
 */
export function jobTimings(job: Pick<Job, 'createdAt' | 'startedAt' | 'finishedAt' | 'upstreamQueueMs'>): JobTimings {
  const created = Date.parse(job.createdAt);
  const started = job.startedAt === null ? null : Date.parse(job.startedAt);
  const finished = job.finishedAt === null ? null : Date.parse(job.finishedAt);
  return {
    queueMs: started === null ? null : started - created,
    upstreamMs: started === null || finished === null ? null : finished - started,
    upstreamQueueMs: job.upstreamQueueMs ?? null,
  };
}
