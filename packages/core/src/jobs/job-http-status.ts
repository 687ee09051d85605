import type { JobStatus } from './job.js';

/** True once a job can no longer change. */
export function isFinishedJobStatus(status: JobStatus): status is 'succeeded' | 'failed' {
  return status === 'succeeded' || status === 'failed';
}

/** GET /v1/research/job answers 202 while the job is queued or running, 200 once it has ended. */
export function jobHttpStatus(status: JobStatus): 200 | 202 {
  return isFinishedJobStatus(status) ? 200 : 202;
}
