import type { ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import type { JobRunner } from '../completion/index.js';
import type { Lifecycle } from './lifecycle.js';

export interface StopParts {
  server: ServerType;
  lifecycle: Lifecycle;
  runner: Pick<JobRunner, 'runningCount' | 'idle' | 'close'>;
  logger: Logger;
  /** How long the answers, streams and upstream calls in flight get to finish. */
  drainMs: number;
  /** Closed in order once the drain is over: flushes first, the store, then the origins. */
  release: readonly (() => Promise<void>)[];
}

/**
 * The graceful stop (docs/operations.md#stopping). Readiness turns false and new requests are
 * refused (503 `shutting-down`) at once; the answers, streams and upstream calls in flight get
 * `drainMs` to finish, so each job still calls its origin once; then the listener and every
 * connection close and the rest is released, the store's lock with it. A job whose call outlives
 * the drain is left under its lease: the next process runs it again (secgate_jobs_taken_over_total).
 * An idle process stops at once. One log line when the drain starts, one when the stop ends.
 */
export async function stopServer(parts: StopParts): Promise<void> {
  const { server, lifecycle, runner, logger, drainMs } = parts;
  lifecycle.beginStop();
  const started = performance.now();
  logger.info({ requests: lifecycle.inFlight(), jobs: runner.runningCount(), drainMs }, 'stop: draining');
  const drained = await settlesWithin(drainInFlight(lifecycle, runner), drainMs);
  const jobsLeft = runner.runningCount();
  const requestsCut = lifecycle.inFlight();
  await closeListener(server);
  // Stops the sweeper at once; the jobs left keep their lease until it runs out.
  void runner.close();
  for (const release of parts.release) await release().catch((error: unknown) => logger.error({ err: String(error) }, 'stop: release failed'));
  logger.info({ drained, requestsCut, jobsLeftToNextProcess: jobsLeft, ms: Math.round(performance.now() - started) }, 'stop: done');
}

/** Settles when no response is open and no job runs: a stream ends only when its job has. */
async function drainInFlight(lifecycle: Lifecycle, runner: StopParts['runner']): Promise<void> {
  for (;;) {
    await lifecycle.idle();
    if (runner.runningCount() === 0) return;
    await runner.idle();
  }
}

/** True when `work` settled within `ms`; it keeps running either way. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops listening and cuts every connection: after a drain, or for a start that failed. */
export function closeListener(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeAllConnections?(): void }).closeAllConnections?.();
  });
}
