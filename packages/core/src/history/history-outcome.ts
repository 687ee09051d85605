import type { Job } from '../jobs/job.js';

/** What became of a request, as the console's history names it; every outcome is read from the stored job alone. */
export const HISTORY_OUTCOMES = ['answered', 'withheld', 'failed', 'in-progress'] as const;

/**
 * `answered`: the answer was returned; `withheld`: the guardrails' answer check kept it back (the
 * run succeeded and was charged, its finish reason content_filter); `failed`: the run failed;
 * `in-progress`: queued or running.
 */
export type HistoryOutcome = (typeof HISTORY_OUTCOMES)[number];

/**
 * The outcome of a stored job.
 *
 * @example
 * historyOutcome({ status: 'succeeded', finishReason: 'content_filter' }) //=> 'withheld'
 */
export function historyOutcome(job: Pick<Job, 'status' | 'finishReason'>): HistoryOutcome {
  switch (job.status) {
    case 'queued':
    case 'running':
      return 'in-progress';
    case 'failed':
      return 'failed';
    case 'succeeded':
      return job.finishReason === 'content_filter' ? 'withheld' : 'answered';
  }
}

/** True for the outcomes a list may be narrowed to (any string read from a query). */
export function isHistoryOutcome(text: string): text is HistoryOutcome {
  return (HISTORY_OUTCOMES as readonly string[]).includes(text);
}
