import type { ApiError, CompletionFinishReason, CompletionRequest, CompletionToolCall, CompletionUsage, ErrorBody, GuardrailRecord, Job } from '@secgate/core';

/* Jobs as the store keeps them, what creating and finishing one takes, and what it answers. */

export type JobKind = 'chat' | 'api';

/** A job as stored: the public record plus what a runner in any process needs to run it. */
export interface StoredJob extends Job {
  principalId: string;
  kind: JobKind;
  /** A fresh id per run of this job id: receipts are unique on it. */
  runId: string;
  /** The redacted request as sent upstream, so another process can run it after a crash. */
  request: CompletionRequest;
  /** SHA-256 (hex) of the canonical JSON of the body as received; the job API compares it on re-attach. */
  bodyFingerprint: string;
  holdMicroUSD: number;
  /** The UTC day (`YYYY-MM-DD`) whose free request this job used, when free. */
  freeDay: string | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
  attempts: number;
  /** The `model` the upstream answered with, once succeeded (a column `answered_model`). */
  answeredModel: string | null;
}

export interface NewJob {
  jobId: string;
  runId: string;
  principalId: string;
  kind: JobKind;
  request: CompletionRequest;
  bodyFingerprint: string;
  /** What the hold is when the request is paid: holdUpperBound of the request. */
  paidHoldMicroUSD: number;
  utcDay: string;
  freeRequestsPerDay: number;
  redactions: Job['redactions'];
  guardrails: Job['guardrails'];
  retentionMs: number;
  now: number;
  /** The job is created running under this lease, so its creator runs it without a claim. */
  lease: { owner: string; until: number };
  /**
   * The token and principal version admission read from a cache: the job is created only if the
   * token is still unrevoked and the principal still active at that version (else `stale`).
   */
  credential?: { tokenId: string; principalVersion: number };
}

export type CreateJobOutcome =
  | { kind: 'created'; job: StoredJob }
  | { kind: 'exists'; job: StoredJob }
  /**
   * Neither a free request nor the balance covers it: nothing was reserved. The refusal is core's
   * (429 `free-quota-exhausted` or 402 `insufficient-balance`), to answer as it is.
   */
  | { kind: 'refused'; error: ApiError }
  /** The credential was revoked or the principal changed since admission read it: nothing was reserved. */
  | { kind: 'stale' };

export type JobOutcome = (
  | {
      status: 'succeeded';
      content: string | null;
      toolCalls: CompletionToolCall[];
      finishReason: CompletionFinishReason;
      usage: CompletionUsage;
      /**
       * The charge core decided (settleCharge: the usage's price capped by the hold); zero when free.
       * The settlement re-states the cap in SQL (the same min(charge, hold)) so no caller can overspend.
       */
      chargeMicroUSD: number;
      /** The `model` the upstream answered with (checked against the echo rule); the answer repeats it. */
      answeredModel: string;
      /**
       * Set when the guardrails withheld the answer: content and tool calls are empty, the finish
       * reason is content_filter, the usage is charged, and the receipt is a `content-filter` one.
       */
      withheld?: GuardrailRecord;
    }
  | { status: 'failed'; error: ErrorBody['error'] }
) & {
  /** How long the upstream call waited for its origin's cap; absent when it never started. */
  upstreamQueueMs?: number;
};

export interface FinishJob {
  /**
   * The running job as its runner holds it. The store matches it by id and owner, and answers it
   * ended without reading its stored request back.
   */
  job: StoredJob;
  owner: string;
  receiptId: string;
  outcome: JobOutcome;
  now: number;
}
