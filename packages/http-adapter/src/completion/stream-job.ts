import { apiError, contentChunk, DONE_EVENT, errorEvent, finishChunk, heartbeatChunk, sseEvent, type ChunkMeta } from '@secgate/core';
import type { StoredJob } from '@secgate/store';
import type { HeartbeatClock } from './heartbeat-clock.js';
import { answerMeta, inferenceTimeout, jobFailure } from './job-answer.js';
import type { JobRunner } from './job-runner.js';

export interface StreamJobOptions {
  runner: Pick<JobRunner, 'waitFor'>;
  /** The clock every open stream's heartbeat shares (one timer for all of them). */
  heartbeats: HeartbeatClock;
  syncWaitMs: number;
  /** Unix seconds for the chunks sent before the job ends. */
  nowSeconds: number;
  /** The `model` of the chunks sent while waiting (see expectedAnswerModel); the job's model when absent. */
  waitingModel?: string;
  /** Aborted when the client goes away: the stream stops and lets go of its heartbeat at once; the job goes on. */
  signal: AbortSignal;
}

/**
 * The SSE body of a streamed completion (docs/api.md#streaming): a heartbeat at once and at every
 * tick of the shared heartbeat clock while the job runs, then one content chunk, one finish chunk
 * with the billing fields and `[DONE]`; or one error event and no `[DONE]` when the job failed or
 * the wait ran out. The wait's end is noticed at the first tick past `syncWaitMs`, so a stream
 * holds no timer of its own: it waits on the job's end, the client's signal and the shared clock.
 */
export function streamJob(job: StoredJob, options: StreamJobOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const waiting: ChunkMeta = { id: answerMeta(job).id, created: options.nowSeconds, model: options.waitingModel ?? job.model };
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const deadline = performance.now() + options.syncWaitMs;
      // Ends the wait: the client went away, or a tick found the wait over.
      const stop = new AbortController();
      const clientGone = () => stop.abort();
      options.signal.addEventListener('abort', clientGone, { once: true });
      if (options.signal.aborted) stop.abort();
      let timedOut = false;
      const unsubscribe = options.heartbeats.subscribe(() => {
        if (performance.now() >= deadline) {
          timedOut = true;
          stop.abort();
        } else {
          send(sseEvent(heartbeatChunk(waiting)));
        }
      });
      try {
        send(sseEvent(heartbeatChunk(waiting)));
        const ended = stop.signal.aborted ? null : await options.runner.waitFor(job, Infinity, stop.signal);
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
        } else if (ended?.status === 'failed') {
          send(errorEvent(jobFailure(ended).body));
        } else if (timedOut && !options.signal.aborted) {
          send(errorEvent(inferenceTimeout(job, options.syncWaitMs).body));
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
      } finally {
        unsubscribe();
        options.signal.removeEventListener('abort', clientGone);
      }
    },
  });
}
