import { describe, expect, it } from 'vitest';
import { jobTimings } from './job-timings.js';

const CREATED = '2026-11-28T10:00:00.000Z';

describe('jobTimings', () => {
  it('splits an ended job into its queue and upstream spans, with the stored upstream queue wait', () => {
    const timings = jobTimings({ createdAt: CREATED, startedAt: '2026-11-28T10:00:00.250Z', finishedAt: '2026-11-28T10:00:02.000Z', upstreamQueueMs: 40 });
    expect(timings).toEqual({ queueMs: 250, upstreamMs: 1750, upstreamQueueMs: 40 });
  });

  it('has no upstream span while running and no span at all while never started', () => {
    expect(jobTimings({ createdAt: CREATED, startedAt: CREATED, finishedAt: null })).toEqual({ queueMs: 0, upstreamMs: null, upstreamQueueMs: null });
    expect(jobTimings({ createdAt: CREATED, startedAt: null, finishedAt: null })).toEqual({ queueMs: null, upstreamMs: null, upstreamQueueMs: null });
  });

  it('keeps a zero upstream queue wait (a cap that never made it wait) apart from none measured', () => {
    expect(jobTimings({ createdAt: CREATED, startedAt: CREATED, finishedAt: CREATED, upstreamQueueMs: 0 }).upstreamQueueMs).toBe(0);
  });
});
