import { randomUUID } from 'node:crypto';
import type { CompletionRequest, JobKey, Lot } from '@secgate/core';
import { expect } from 'vitest';
import type { JobOutcome, NewJob, PaidInvoice, Store, StoredJob } from '../store.js';

/*
 * Builders shared by the store contract. Every test works on its own fresh principal (ids carry a
 * random suffix), so the tests of one suite can share one store, as processes share a database.
 */

export const DAY_MS = 86_400_000;

/** A job's key alone, as requeueExpiredJobs and staleQueuedJobs return it. */
export function keyOf(job: JobKey): JobKey {
  return { principalId: job.principalId, jobId: job.jobId };
}
/** 2025-01-15T00:00:00Z: a fixed clock, so no test depends on when it runs. */
export const T0 = Date.UTC(2025, 0, 15);
export const DAY0 = '2025-01-15';
export const CREDIT = 1_000_000;

export function uid(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

export async function newPrincipal(store: Store, label?: string): Promise<string> {
  const id = uid('p');
  await store.createPrincipal({ id, now: T0, ...(label === undefined ? {} : { label }) });
  return id;
}

export function lot(overrides: Partial<Lot> & { id?: string } = {}): Lot {
  return {
    id: overrides.id ?? `${uid('inv')}/0/0`,
    scope: 'ai',
    grantedMicroUSD: 10 * CREDIT,
    spentMicroUSD: 0,
    grantedAt: T0,
    expiresAt: T0 + 365 * DAY_MS,
    source: 'credits-50',
    ...overrides,
  };
}

export function invoice(principalId: string, lots: Lot[], overrides: Partial<PaidInvoice> = {}): PaidInvoice {
  return {
    eventId: uid('evt'),
    principalId,
    source: 'webhook',
    lots,
    plan: null,
    payload: '{"type":"invoice.paid"}',
    receivedAt: T0,
    ...overrides,
  };
}

/** Grants `amount` of `ai` credit in one lot and returns the lot. */
export async function grantCredit(store: Store, principalId: string, amount: number, expiresAt = T0 + 365 * DAY_MS): Promise<Lot> {
  const granted = lot({ grantedMicroUSD: amount, expiresAt });
  expect(await store.applyInvoice(invoice(principalId, [granted]))).toBe('applied');
  return granted;
}

export function request(overrides: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model: 'shared-1',
    messages: [{ role: 'user', content: 'Review this function for injection flaws.' }],
    max_tokens: 256,
    task: 'code-review',
    scopeId: 'owned',
    ...overrides,
  };
}

export function newJob(principalId: string, overrides: Partial<NewJob> = {}): NewJob {
  return {
    jobId: randomUUID(),
    runId: randomUUID(),
    principalId,
    kind: 'api',
    request: request(),
    bodyFingerprint: 'f'.repeat(64),
    paidHoldMicroUSD: 400,
    utcDay: DAY0,
    freeRequestsPerDay: 1000,
    redactions: { 'github-token': 1 },
    guardrails: { version: 'g1', matches: [{ ruleId: 'pii-flag', action: 'flag' }] },
    retentionMs: DAY_MS,
    now: T0,
    lease: { owner: 'runner-a', until: T0 + 60_000 },
    ...overrides,
  };
}

/** A job with no free request left that day: the store must hold `holdMicroUSD` or refuse. */
export function paidJob(principalId: string, holdMicroUSD: number, overrides: Partial<NewJob> = {}): NewJob {
  return newJob(principalId, { paidHoldMicroUSD: holdMicroUSD, freeRequestsPerDay: 0, ...overrides });
}

type Success = Extract<JobOutcome, { status: 'succeeded' }>;

export function succeeded(chargeMicroUSD: number, overrides: Partial<Success> = {}): Success {
  return {
    status: 'succeeded',
    content: 'Line 3 concatenates user input into SQL.',
    toolCalls: [],
    finishReason: 'stop',
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    chargeMicroUSD,
    answeredModel: 'upstream-model-1',
    ...overrides,
  };
}

export const FAILED: JobOutcome = {
  status: 'failed',
  error: { code: 'inference-failed', message: 'The upstream answered 500.' },
};

/** Creates the job (expecting `created`), running under `owner`'s lease. */
export async function createRunning(store: Store, job: NewJob, owner = 'runner-a', leaseUntil = T0 + 60_000): Promise<StoredJob> {
  const outcome = await store.createJob({ ...job, lease: { owner, until: leaseUntil } });
  if (outcome.kind !== 'created') throw new Error(`expected created, got ${outcome.kind}`);
  return outcome.job;
}

/** A job whose creator died: created running under a lease that has run out, then re-queued. */
export async function createQueued(store: Store, job: NewJob): Promise<StoredJob> {
  const created = await createRunning(store, job, 'dead-runner', job.now - 1);
  expect(await store.requeueExpiredJobs(job.now)).toContainEqual(keyOf(created));
  const queued = await store.getJob(created);
  if (!queued) throw new Error('re-queued job vanished');
  return queued;
}

/** granted - spent - reserved of the `ai` account, as admission sees it. */
export async function aiAccount(store: Store, principalId: string, now = T0) {
  const { ai } = await store.quotaSnapshot(principalId, DAY0, now);
  return { ...ai, availableMicroUSD: ai.grantedMicroUSD - ai.spentMicroUSD - ai.reservedMicroUSD };
}
