import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './job.js';
import { isFinishedJobStatus, jobHttpStatus } from './job-http-status.js';

describe('jobHttpStatus', () => {
  it('answers 202 while queued or running and 200 once succeeded or failed', () => {
    expect(JOB_STATUSES.map((s) => [s, jobHttpStatus(s), isFinishedJobStatus(s)])).toEqual([
      ['queued', 202, false],
      ['running', 202, false],
      ['succeeded', 200, true],
      ['failed', 200, true],
    ]);
  });
});
