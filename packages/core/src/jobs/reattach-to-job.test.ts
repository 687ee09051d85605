import { describe, expect, it } from 'vitest';
import { jobNotFound, reattachToJob } from './reattach-to-job.js';

const job = { jobId: '3b241101-e2bb-4255-8caf-4136c566a962', bodyFingerprint: 'aa' };

describe('reattachToJob', () => {
  it('re-attaches a job API request with the same body', () => {
    expect(reattachToJob(job, { kind: 'api', bodyFingerprint: 'aa' })).toEqual({ ok: true, value: job });
  });

  it('refuses the same idempotency key with another body, naming the job', () => {
    const refused = reattachToJob(job, { kind: 'api', bodyFingerprint: 'bb' });
    expect(refused.ok ? null : refused.error).toMatchObject({ status: 409, body: { error: { code: 'idempotency-conflict', jobId: job.jobId } } });
  });

  it('re-attaches a completion whatever the fingerprint: its key is the hash of its body', () => {
    expect(reattachToJob(job, { kind: 'chat', bodyFingerprint: 'bb' }).ok).toBe(true);
  });
});

describe('jobNotFound', () => {
  it('is a 404 job-not-found naming the id asked for', () => {
    expect(jobNotFound(job.jobId)).toMatchObject({ status: 404, body: { error: { code: 'job-not-found', message: expect.stringContaining(job.jobId) } } });
  });
});
