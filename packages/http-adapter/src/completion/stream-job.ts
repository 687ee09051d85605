import { apiError, contentChunk, DONE_EVENT, errorEvent, finishChunk, heartbeatChunk, sseEvent, type ChunkMeta } from '@secgate/core';
import type { StoredJob } from '@secgate/store';
import { answerMeta, inferenceTimeout, jobFailure } from './job-answer.js';
import type { JobRunner } from './job-runner.js';

export interface StreamJobOptions {
  runner: Pick<JobRunner, 'waitFor'>;
  heartbeatMs: number;
  syncWaitMs: number;
  /** Unix seconds for the chunks sent before the job ends. */
  nowSeconds: number;
  /** The `model` of the chunks sent while waiting (see expectedAnswerModel); the job's model when absent. */
  waitingModel?: string;
  /** Aborted when the client goes away: the stream stops, the job goes on. */
  signal: AbortSignal;
}

/**
 * The SSE body of a streamed completion (docs/api.md#streaming): a heartbeat at once and every
 * `heartbeatMs` while the job runs, then one content chunk, one finish chunk with the billing
 * fields and `[DONE]`; or one error event and no `[DONE]` when the job failed or the wait ran out.
 */
export function streamJob(job: StoredJob, options: StreamJobOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const waiting: ChunkMeta = { id: answerMeta(job).id, created: options.nowSeconds, model: options.waitingModel ?? job.model };
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const deadline = performance.now() + options.syncWaitMs;
      try {
        send(sseEvent(heartbeatChunk(waiting)));
        for (;;) {
          const left = deadline - performance.now();
          const ended = left > 0 ? await options.runner.waitFor(job.jobId, Math.min(left, options.heartbeatMs), options.signal) : null;
          if (options.signal.aborted) break;
          if (ended?.status === 'succeeded') {
            const meta = { ...waiting, model: ended.answeredModel ?? ended.model };
            send(sseEvent(contentChunk(meta, { content: ended.content, toolCalls: ended.toolCalls })));
            send(
              sseEvent(
                finishChunk(meta, {
                  finishReason: ended.finishReason ?? 'stop',
                  billing: ended.billing,
                  receiptId: ended.receiptId ?? '',
                  ...(ended.usage ? { usage: ended.usage } : {}),
                  ...(ended.chargedMicroUSD !== undefined ? { chargedMicroUSD: ended.chargedMicroUSD } : {}),
                }),
              ),
            );
            send(DONE_EVENT);
            break;
          }
          if (ended?.status === 'failed') {
            send(errorEvent(jobFailure(ended).body));
            break;
          }
          if (performance.now() >= deadline) {
            send(errorEvent(inferenceTimeout(job, options.syncWaitMs).body));
            break;
          }
          send(sseEvent(heartbeatChunk(waiting)));
        }
        controller.close();
      } catch {
        // The store failed while waiting (the job itself is unaffected): say so in the stream's own way.
        try {
          send(errorEvent(apiError('internal', 'An internal error occurred while waiting for the job.', { jobId: job.jobId }).body));
          controller.close();
        } catch {
          // The client is gone; there is no one left to tell.
        }
      }
    },
  });
}
