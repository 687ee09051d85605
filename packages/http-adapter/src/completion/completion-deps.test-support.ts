import { randomBytes } from 'node:crypto';
import type { CompletionRequest } from '@secgate/core';
import { testConfig } from '../auth/test-deps.test-support.js';
import type { ServiceConfig } from '../config/service-config.js';
import { silentLogger } from '../logging/create-logger.js';
import { createMetrics } from '../metrics/prometheus-metrics.js';
import type { Ids, NewJob, PrincipalRecord, Store, StoredJob } from '@secgate/store';
import { createOpenAIUpstreams, type OpenAIUpstreams } from '../upstream/openai-upstreams.js';
import type { CompletionDeps } from './completion-deps.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

/*
 * Real parts for the tests of the completion path (completion/): the real store, the
 * real upstreams (the built-in offline origin or a local fake OpenAI server), a clock the test
 * moves and counted ids. Every test works on its own principals, so one store serves a whole file.
 */
/** 2025-06-05T12:00:30Z: the clock every test starts from. */
export const NOW = Date.UTC(2025, 5, 5, 12, 0, 30);
export const TODAY = '2025-06-05';
export const CREDIT = 1_000_000;

/** The shared test configuration with only the shared route (every Red model unconfigured). */
export function completionConfig(baseURL: string, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  // leaseMs stays 30 s: renewals run every leaseMs / 3 of real time, never within a test, so only the test's clock moves leases.
  return testConfig({ routes: { shared: { baseURL }, dedicated: {} }, ...overrides });
}

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = NOW): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

let namespaces = 0;

/** UUID v4-shaped ids from a counter, in a namespace of their own: two sets never collide in one store. */
export function countedIds(): Ids {
  const ns = (++namespaces).toString(16).padStart(8, '0');
  let n = 0;
  return {
    uuid: () => `${ns}-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`,
    bytes: (length) => randomBytes(length),
  };
}

export type TestCompletionDeps = CompletionDeps & { config: ServiceConfig; clock: TestClock; upstreams: OpenAIUpstreams; runner: JobRunner };

/**
 * One "process": its own clock, ids, upstream clients, metrics and job runner, over the shared
 * store. Jobs submitted with these deps are created under this runner's lease.
 */
export function completionDeps(store: Store, baseURL: string, overrides: Partial<ServiceConfig> = {}): TestCompletionDeps {
  const config = completionConfig(baseURL, overrides);
  const clock = testClock();
  const base = {
    store,
    config,
    clock,
    ids: countedIds(),
    logger: silentLogger,
    metrics: createMetrics(),
    upstreams: createOpenAIUpstreams({ config, clock, logger: silentLogger, env: {} }),
  };
  return { ...base, runner: createJobRunner(base) };
}

let principals = 0;

/**
 * A new active Blue-team principal. With `paidMicroUSD` it has no free requests and that much
 * `ai` credit (one lot granted through a paid invoice), so its requests are paid.
 */
export async function newPrincipal(store: Store, options: { paidMicroUSD?: number } = {}): Promise<PrincipalRecord> {
  const id = `p_${++principals}_${NOW}`;
  await store.createPrincipal({ id, now: NOW - 86_400_000 });
  if (options.paidMicroUSD !== undefined) {
    await store.updatePrincipal(id, { freeRequestsPerDay: 0 });
    const applied = await store.applyInvoice({
      eventId: `evt_${id}`,
      principalId: id,
      source: 'operator',
      lots: [
        {
          id: `inv_${id}/0/0`,
          scope: 'ai',
          grantedMicroUSD: options.paidMicroUSD,
          spentMicroUSD: 0,
          grantedAt: NOW - 86_400_000,
          expiresAt: NOW + 365 * 86_400_000,
          source: 'credits-50',
        },
      ],
      plan: null,
      payload: '{"type":"invoice.paid"}',
      receivedAt: NOW - 86_400_000,
    });
    if (applied !== 'applied') throw new Error('the test grant was not applied');
  }
  const record = await store.getPrincipal(id);
  if (!record) throw new Error('the test principal was not created');
  return record;
}

export function chatRequest(overrides: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model: 'shared-1',
    messages: [{ role: 'user', content: 'Review this function for SQL injection.' }],
    max_tokens: 256,
    task: 'code-review',
    scopeId: 'owned',
    ...overrides,
  };
}

let jobs = 0;

export interface JobOptions {
  /** Paid, with this hold reserved; free when absent. */
  holdMicroUSD?: number;
  request?: CompletionRequest;
  /** The lease it is created under; the runner's of `deps` by default. */
  lease?: NewJob['lease'];
}

/** A job made directly in the store, running under the lease of `deps.runner` (or `options.lease`). */
export async function createdJob(
  deps: Pick<TestCompletionDeps, 'store' | 'clock' | 'runner'>,
  principal: PrincipalRecord,
  options: JobOptions = {},
): Promise<StoredJob> {
  const now = deps.clock.now();
  const outcome = await deps.store.createJob(newJobOf(principal, now, options.lease ?? deps.runner.leaseFrom(now), options));
  if (outcome.kind !== 'created') throw new Error(`expected a created job, got ${outcome.kind}`);
  return outcome.job;
}

/**
 * A queued job made directly in the store (free, or paid with `holdMicroUSD` reserved): created
 * under the lease of a process that died at once, and re-queued, as a sweeper finds it.
 */
export async function queueJob(deps: Pick<CompletionDeps, 'store' | 'clock'>, principal: PrincipalRecord, options: JobOptions = {}): Promise<StoredJob> {
  const now = deps.clock.now();
  const outcome = await deps.store.createJob(newJobOf(principal, now, { owner: 'a-process-that-died', until: now - 1 }, options));
  if (outcome.kind !== 'created') throw new Error(`expected a created job, got ${outcome.kind}`);
  await deps.store.requeueExpiredJobs(now);
  const queued = await deps.store.getJob(outcome.job);
  if (queued?.status !== 'queued') throw new Error('the job was not re-queued');
  return queued;
}

function newJobOf(principal: PrincipalRecord, now: number, lease: NewJob['lease'], options: JobOptions): NewJob {
  const n = ++jobs;
  const paid = options.holdMicroUSD !== undefined;
  return {
    jobId: `a0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    runId: `b0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    principalId: principal.id,
    kind: 'api',
    request: options.request ?? chatRequest(),
    bodyFingerprint: 'f'.repeat(64),
    paidHoldMicroUSD: options.holdMicroUSD ?? 0,
    utcDay: TODAY,
    freeRequestsPerDay: paid ? 0 : 1_000,
    redactions: {},
    guardrails: { version: 'test', matches: [] },
    retentionMs: 86_400_000,
    now,
    lease,
  };
}

/** Resolves once `condition` holds, checking every few milliseconds (the test timeout bounds it). */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}
