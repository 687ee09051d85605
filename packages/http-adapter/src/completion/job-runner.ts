import { isFinishedJobStatus, jobKeyString, type JobKey } from '@secgate/core';
import type { StoredJob } from '@secgate/store';
import { callUpstream } from './call-upstream.js';
import { errorName } from '../logging/error-name.js';
import type { CompletionDeps } from './completion-deps.js';

type RunnerDeps = CompletionDeps;

/**
 * Runs jobs and lets callers wait for them (docs/architecture.md#jobs-leases-and-the-sweeper). The process that creates a job
 * runs it under a lease it keeps renewing; the sweeper of every process re-queues a job whose
 * lease expired (its process died) and runs it, so no job is lost with a process.
 */
export interface JobRunner {
  /** The lease a job created now is created under, so that this runner runs it without a claim. */
  leaseFrom(now: number): { owner: string; until: number };
  /** Starts running a job created under this runner's lease; returns at once. */
  runCreated(job: StoredJob): void;
  /** Claims a queued job and runs it in this process (the sweeper's path); returns at once. */
  run(key: JobKey): void;
  /**
   * The job once it has ended, or null when `timeoutMs` ran out first or the signal aborted (the
   * job goes on). With `Infinity` only the end or the signal settles it, and a job this process
   * runs is waited for without any timer.
   */
  waitFor(key: JobKey, timeoutMs: number, signal?: AbortSignal): Promise<StoredJob | null>;
  /** One sweep: re-queue and run abandoned jobs, purge expired ones, expire lots, hourly reclaim space. */
  sweep(): Promise<void>;
  /** Sweeps every `config.sweepIntervalMs` until closed. */
  startSweeping(): void;
  /** How many jobs this process is running now (their upstream calls in flight). */
  runningCount(): number;
  /** Settles when the jobs running now have ended (at once when none is). */
  idle(): Promise<void>;
  /** Stops sweeping and waits for the jobs this process is running. */
  close(): Promise<void>;
}

/** How often a waiter looks at the store for a job another process runs. */
const POLL_MS = { first: 25, max: 500 };
/**
 * How often a sweep also reclaims the space of purged and ended jobs (store.reclaimSpace). Hourly:
 * on the embedded store a VACUUM holds the one connection for a moment (about 0.3 s for 100,000
 * jobs here), so it runs rarely, first one interval after start rather than while starting.
 */
export const RECLAIM_EVERY_MS = 3_600_000;

export function createJobRunner(deps: RunnerDeps): JobRunner {
  const owner = deps.ids.uuid();
  // Both keyed by jobKeyString: a job id names a job only together with its principal.
  const running = new Map<string, Promise<void>>();
  const listeners = new Map<string, Set<(job: StoredJob | null) => void>>();
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let renewer: NodeJS.Timeout | undefined;
  let reclaimedAt: number | undefined;

  /**
   * One statement renews the lease of every job this process runs, a third of a lease before it
   * runs out; nothing is written while the process runs nothing.
   */
  function keepLeases() {
    if (renewer) return;
    renewer = setInterval(
      () => {
        if (running.size === 0) return;
        deps.store.renewLeases(owner, deps.clock.now() + deps.config.leaseMs).catch((error: unknown) => {
          deps.logger.warn({ err: errorName(error) }, 'lease renewal failed');
        });
      },
      Math.max(10, Math.floor(deps.config.leaseMs / 3)),
    );
    renewer.unref();
  }

  /** Hands the ended job to its waiters; with null, wakes them to read the store again. */
  function notify(key: string, job: StoredJob | null) {
    const waiting = listeners.get(key);
    if (!waiting) return;
    listeners.delete(key);
    for (const resolve of waiting) resolve(job);
  }

  /** A queued job: claim it first (another process may have). */
  async function claimAndExecute(key: JobKey): Promise<void> {
    const { store, clock, config } = deps;
    const job = await store.claimJob(key, owner, clock.now() + config.leaseMs, clock.now());
    if (job) await execute(job); // else not queued any more: another process runs it or it has ended.
  }

  async function execute(job: StoredJob): Promise<void> {
    const { store, clock } = deps;
    const outcome = await callUpstream(deps, job);
    const finished = await store.finishJob({ job, owner, receiptId: deps.ids.uuid(), outcome, now: clock.now() });
    if (!finished) {
      deps.logger.warn({ jobId: job.jobId }, 'job lease lost before it finished; another process re-runs it');
      return;
    }
    if (finished.chargedMicroUSD) {
      deps.metrics.charged(finished.model, finished.chargedMicroUSD);
      deps.recharges?.afterCharge(job.principalId);
    }
    // Debug, not info: the request that made the job is logged already, and a line costs ~15 us.
    deps.logger.debug({ jobId: job.jobId, status: finished.status, billing: finished.billing }, 'job ended');
    notify(jobKeyString(job), finished);
  }

  function track(jobKey: JobKey, work: () => Promise<void>): void {
    const key = jobKeyString(jobKey);
    if (running.has(key)) return;
    keepLeases();
    const task = work()
      .catch((error: unknown) => {
        // The lease will expire and a sweeper re-runs the job: nothing is lost, so log and go on.
        deps.logger.error({ jobId: jobKey.jobId, err: errorName(error) }, 'job run failed');
      })
      .finally(() => {
        running.delete(key);
        // A run that ended without finishing the job (lease lost, store error) leaves its waiters
        // asleep for their whole wait: wake them to poll the store while a sweeper re-runs it.
        notify(key, null);
      });
    running.set(key, task);
  }

  function run(jobKey: JobKey): void {
    track(jobKey, () => claimAndExecute(jobKey));
  }

  async function waitFor(jobKey: JobKey, timeoutMs: number, signal?: AbortSignal): Promise<StoredJob | null> {
    const key = jobKeyString(jobKey);
    const deadline = performance.now() + timeoutMs;
    let pollMs = POLL_MS.first;
    // A job this process runs is announced when it ends: no need to read the store first.
    if (running.has(key) && !signal?.aborted) {
      const ended = await nextEnd(key, timeoutMs, signal).promise;
      if (ended || signal?.aborted || performance.now() >= deadline) return ended;
      // Woken without the job: its run ended without finishing it; read the store from here on.
    }
    for (;;) {
      const left = deadline - performance.now();
      // Listen before reading, so an end between the read and the wait is not missed. A job this
      // process runs announces its end; one another process runs is polled with backoff.
      const end = nextEnd(key, Math.max(0, running.has(key) ? left : Math.min(left, pollMs)), signal);
      const job = await deps.store.getJob(jobKey);
      if (job && isFinishedJobStatus(job.status)) {
        end.cancel();
        return job;
      }
      if (left <= 0 || signal?.aborted) {
        end.cancel();
        return null;
      }
      const ended = await end.promise;
      if (ended) return ended;
      pollMs = Math.min(POLL_MS.max, pollMs * 2);
    }
  }

  /** Resolves with the job when this process finishes it, or null after `ms`, on abort or cancel. */
  function nextEnd(key: string, ms: number, signal?: AbortSignal): { promise: Promise<StoredJob | null>; cancel(): void } {
    let done: (job: StoredJob | null) => void = () => undefined;
    const promise = new Promise<StoredJob | null>((resolve) => {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      const onAbort = () => done(null);
      // No deadline (Infinity): no timer at all; the end or the signal settles it.
      const timer = Number.isFinite(ms) ? setTimeout(() => done(null), ms) : undefined;
      done = (job) => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
        signal?.removeEventListener('abort', onAbort);
        resolve(job);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      set.add(done);
    });
    return { promise, cancel: () => done(null) };
  }

  async function sweepOnce(): Promise<void> {
    const { store, clock, config } = deps;
    const now = clock.now();
    const requeued = await store.requeueExpiredJobs(now);
    const stale = await store.staleQueuedJobs(now - config.leaseMs);
    // Each was left by a process that crashed or stopped past its drain (a lease that ran out, or
    // a job another sweeper re-queued and nobody ran): it may call its origin a second time, the
    // one exception to one call per job (docs/operations.md#stopping).
    // Counted once each: not again while this process is already claiming or running it.
    const takenOver = new Set([...requeued, ...stale].map(jobKeyString).filter((key) => !running.has(key))).size;
    if (takenOver > 0) deps.metrics.jobsTakenOver(takenOver);
    for (const key of [...requeued, ...stale]) run(key); // run() ignores a job it already runs
    await store.purgeEndedJobs({ historyBefore: now - config.jobHistoryMs, reattachBefore: now - config.jobRetentionMs });
    await store.expireLots(now);
    reclaimedAt ??= now;
    if (now - reclaimedAt >= RECLAIM_EVERY_MS) {
      reclaimedAt = now;
      await store.reclaimSpace();
    }
  }

  function sweep(): Promise<void> {
    // One sweep at a time: a slow store must not pile sweeps up.
    sweeping ??= sweepOnce().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  }

  return {
    leaseFrom: (now) => ({ owner, until: now + deps.config.leaseMs }),
    runCreated: (job) => track(job, () => execute(job)),
    run,
    waitFor,
    sweep,
    startSweeping() {
      if (sweeper) return;
      sweeper = setInterval(() => {
        sweep().catch((error: unknown) => deps.logger.error({ err: errorName(error) }, 'sweep failed'));
      }, deps.config.sweepIntervalMs);
      sweeper.unref();
    },
    runningCount: () => running.size,
    idle: async () => {
      await Promise.allSettled([...running.values()]);
    },
    async close() {
      clearInterval(sweeper);
      sweeper = undefined;
      await sweeping?.catch(() => undefined);
      await Promise.allSettled([...running.values()]);
      clearInterval(renewer);
      renewer = undefined;
    },
  };
}
