import { describe, expect, it } from 'vitest';
import { originQueueRefusal, QUEUE_FULL_RETRY_AFTER_SECONDS } from './origin-queue.js';

describe('originQueueRefusal', () => {
  it('refuses only a saturated origin, with 503 upstream-queue-full, the model and when to retry', () => {
    expect(originQueueRefusal('shared-1', false)).toBeNull();
    expect(originQueueRefusal('shared-1', true)).toMatchObject({
      status: 503,
      body: { error: { code: 'upstream-queue-full', model: 'shared-1', retryAfterSeconds: QUEUE_FULL_RETRY_AFTER_SECONDS } },
    });
  });
});
