import { apiError, chatCompletionAnswer, type ApiError, type ChatCompletionAnswer, type ChunkMeta, type Job } from '@secgate/core';
import type { StoredJob } from '@secgate/store';

/**
 * What a caller sees of a job: the record of docs/api.md#the-job-api, without what only the runner
 * needs (the stored request, the lease, the body fingerprint).
 */
export function publicJob(job: StoredJob): Job {
  const out: Job = {
    jobId: job.jobId,
    object: 'research.job',
    status: job.status,
    model: job.model,
    task: job.task,
    scopeId: job.scopeId,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    billing: job.billing,
    receiptId: job.receiptId,
    content: job.content,
    toolCalls: job.toolCalls,
  };
  if (job.finishReason) out.finishReason = job.finishReason;
  if (job.billing === 'paid' && job.status === 'succeeded') {
    if (job.usage) out.usage = job.usage;
    if (job.chargedMicroUSD !== undefined) out.chargedMicroUSD = job.chargedMicroUSD;
  }
  if (job.error) out.error = job.error;
  if (job.upstreamQueueMs !== undefined) out.upstreamQueueMs = job.upstreamQueueMs;
  if (job.redactions) out.redactions = job.redactions;
  if (job.guardrails) out.guardrails = job.guardrails;
  return out;
}

/** The `id`, `created` and `model` every form of a job's answer repeats, stable across re-attaches. */
export function answerMeta(job: StoredJob): ChunkMeta {
  const created = Date.parse(job.finishedAt ?? job.createdAt);
  return {
    id: `chatcmpl-${job.jobId.replaceAll('-', '')}`,
    created: Math.floor(created / 1000),
    model: job.answeredModel ?? job.model,
  };
}

/** The non-streaming answer of a succeeded job. */
export function chatAnswer(job: StoredJob): ChatCompletionAnswer {
  const meta = answerMeta(job);
  return chatCompletionAnswer({
    ...meta,
    content: job.content,
    toolCalls: job.toolCalls,
    finishReason: job.finishReason ?? 'stop',
    jobId: job.jobId,
    billing: job.billing,
    receiptId: job.receiptId ?? '',
    ...(job.usage ? { usage: job.usage } : {}),
    ...(job.chargedMicroUSD !== undefined ? { chargedMicroUSD: job.chargedMicroUSD } : {}),
  });
}

/** A failed job answers 502 `inference-failed` with the error it recorded. */
export function jobFailure(job: StoredJob): ApiError {
  if (job.error) return { status: 502, body: { error: { ...job.error, jobId: job.jobId } } };
  return apiError('inference-failed', 'The model call failed.', { jobId: job.jobId, upstreamStatus: 0 });
}

/** The synchronous wait ran out: the job goes on and the same request re-attaches to it. */
export function inferenceTimeout(job: Pick<StoredJob, 'jobId'>, waitMs: number): ApiError {
  return apiError(
    'inference-timeout',
    `The answer was not ready within ${Math.round(waitMs / 1000)} seconds; the job continues. Resend the same request to re-attach.`,
    { jobId: job.jobId },
  );
}
