import { apiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';

/** Who sent a request for a job that already exists under its key, and what it sent. */
export interface ReattachRequest {
  /** `api` for the job API, whose key is chosen by the caller; `chat` for a key derived from the body. */
  kind: 'chat' | 'api';
  /** SHA-256 (hex) of the canonical JSON of the body as received. */
  bodyFingerprint: string;
}

/**
 * Whether a request re-attaches to the job stored under its key (the principal's own: a key names
 * a job only together with its principal, so no other principal's job is ever found here). The job
 * API's key is the caller's: the same key with another body is 409 `idempotency-conflict`. A
 * completion's key is the hash of its body, so it always matches.
 */
export function reattachToJob<J extends { jobId: string; bodyFingerprint: string }>(job: J, request: ReattachRequest): Result<J, ApiError> {
  if (request.kind === 'api' && job.bodyFingerprint !== request.bodyFingerprint) {
    return err(apiError('idempotency-conflict', 'This idempotency-key was already used with a different body.', { jobId: job.jobId }));
  }
  return ok(job);
}

/** The answer for a job key with no job: the same whether the id was never used or is another principal's. */
export function jobNotFound(jobId: string): ApiError {
  return apiError('job-not-found', `No job '${jobId}' exists for this principal.`);
}
