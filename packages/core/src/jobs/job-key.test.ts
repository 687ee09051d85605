import { describe, expect, it } from 'vitest';
import { jobKeyString } from './job-key.js';

describe('jobKeyString', () => {
  it('tells apart the same job id under two principals', () => {
    expect(jobKeyString({ principalId: 'p_a', jobId: 'k' })).not.toBe(jobKeyString({ principalId: 'p_b', jobId: 'k' }));
  });

  it('does not let a principal id run into a job id', () => {
    expect(jobKeyString({ principalId: 'p_a', jobId: 'bc' })).not.toBe(jobKeyString({ principalId: 'p_ab', jobId: 'c' }));
  });
});
