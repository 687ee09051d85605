import type { Task } from '../catalog/tasks.js';
import type { ErrorBody } from '../errors/api-error.js';
import type { GuardrailMatch } from '../guardrails/evaluate-guardrails.js';
import type { SecretCounts } from '../redaction/secret-kinds.js';
import type { CompletionBilling, CompletionFinishReason, CompletionToolCall, CompletionUsage } from '../sse/completion-types.js';

/** Every status a job can have: queued, running, then succeeded or failed. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** queued -> running -> succeeded | failed; a running job whose lease expires goes back to queued. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * A research job as GET /v1/research/job answers it (docs/api.md#the-job-api). Every completion is
 * one. Timestamps are ISO 8601 UTC strings given by the caller; fields of the result are null
 * (or empty) until the job ends.
 */
export interface Job {
  jobId: string;
  object: 'research.job';
  status: JobStatus;
  model: string;
  task: Task;
  scopeId: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Decided at admission: the free tier or a hold on a paid balance. */
  billing: CompletionBilling;
  /** The receipt written when the job ended (charged, free or failed); null before. */
  receiptId: string | null;
  content: string | null;
  toolCalls: CompletionToolCall[];
  /** Why the model stopped, kept so a re-attached call can answer exactly as the first one. */
  finishReason?: CompletionFinishReason;
  /** Present only on a paid, succeeded job. */
  usage?: CompletionUsage;
  /** Present only on a paid, succeeded job. */
  chargedMicroUSD?: number;
  /** Present only on a failed job: the error body's inner object. */
  error?: ErrorBody['error'];
  /**
   * Once the upstream call started: how long it waited, in milliseconds, for a place under its
   * origin's `maxInFlight` (0 without a cap).
   */
  upstreamQueueMs?: number;
  /** Secrets masked in the prompt before it was sent upstream or stored, per kind. */
  redactions?: SecretCounts;
  /** The guardrail version that admitted the prompt and its non-blocking matches (flags, redactions). */
  guardrails?: { version: string; matches: GuardrailMatch[] };
}
