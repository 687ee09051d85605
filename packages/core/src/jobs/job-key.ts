/**
 * What names a job: its principal and its id together. The job API's idempotency key is the job
 * id its caller polls with, so the same key from two principals names two jobs, and nothing about
 * one principal's job is found, refused or answered through another's key.
 */
export interface JobKey {
  principalId: string;
  jobId: string;
}

/** One string per job key, for maps and sets; the NUL cannot occur in a principal id or a job id. */
export function jobKeyString(key: JobKey): string {
  return `${key.principalId}\u0000${key.jobId}`;
}
