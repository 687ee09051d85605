import type { GuardrailVerdict, JobStatus } from '@secgate/core';
import type { OriginLoad } from '../upstream/upstreams.js';

/**
 * What `GET /metrics` reports (Prometheus text format). Counters live in process memory; job
 * counts by state are read from the store when scraped, so every process reports the same.
 */
export interface Metrics {
  /** One finished HTTP request: its route pattern (`/v1/chat/completions`), method and status. */
  request(route: string, method: string, status: number): void;
  /** An admission refusal by error code (`requirement-unmet`, `insufficient-balance`, ...). */
  admissionRefused(code: string): void;
  /** One upstream call: the model, its outcome and its latency in milliseconds. */
  upstreamCall(model: string, outcome: 'ok' | 'error', latencyMs: number): void;
  /** Micro-USD charged on a receipt. */
  charged(model: string, microUSD: number): void;
  /** How long one call waited in its origin's line (0 without a cap), in milliseconds. */
  upstreamQueueWait(origin: string, waitMs: number): void;
  /** A guardrail verdict on a request or an answer: each of its matches, by category, stage and action. */
  guardrailVerdict(check: 'request' | 'answer', verdict: GuardrailVerdict): void;
  /** One question to the guard model: how it ended and how long it took, in milliseconds. */
  guardModelCall(outcome: 'verdict' | 'unavailable', latencyMs: number): void;
  /** Jobs whose lease ran out under another process (crashed, or stopped past its drain) and that this one runs again. */
  jobsTakenOver(count: number): void;
  /** The exposition text, with job counts by state, the origins' load and the open streams read at scrape time. */
  render(jobsByStatus: Record<JobStatus, number>, live?: LiveLoad): string;
}

/** What is read at scrape time besides the store's job counts. */
export interface LiveLoad {
  origins?: readonly OriginLoad[];
  /** Streamed answers open now (each waiting on its job, with a heartbeat). */
  openStreams?: number;
}
