import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { answerClientError } from './answer-client-error.js';
import type { Logger } from 'pino';
import { createApp } from '../app/create-app.js';
import type { ServiceConfig } from '../config/service-config.js';
import { createRequestCounter } from '../auth/request-counter.js';
import { createTokenUseRecorder } from '../auth/token-use-recorder.js';
import { createAutoRecharge } from '../billing/auto-recharge.js';
import { createJobRunner } from '../completion/index.js';
import { loadServerKnowledge } from '../knowledge/load-server-knowledge.js';
import { createLogger } from '../logging/create-logger.js';
import { createMetrics } from '../metrics/prometheus-metrics.js';
import { createReadinessProbe } from '../routes/health/health-routes.js';
import { openStore, randomIds, systemClock } from '@secgate/store';
import { startSignInPurge } from '../session/sign-in-purge.js';
import { createStorageMeter } from '../metering/storage-meter.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';
import { createGuardModel } from '../guardrails/guard-model.js';
import { warmUpGuardrails } from '../guardrails/warm-up-guardrails.js';
import { ensureDemoPrincipal, type DemoAccess } from './demo-principal.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import { gateRequests } from './request-gate.js';
import { closeListener, stopServer } from './stop-server.js';

export interface ServerOptions {
  port: number;
  host: string;
  /** `memory:`, `file:<dir>` or `postgres://...`. */
  db: string;
  /** The loaded configuration (the CLI reads it from its file and the environment). */
  config: ServiceConfig;
  /** Also creates the demo principal and answers its fresh token. */
  demo?: boolean;
  env: Record<string, string | undefined>;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  /** In demo mode: the demo principal's fresh token, shown once. */
  demo?: DemoAccess;
  close(): Promise<void>;
}

/**
 * Wires the service together: it listens first, answering only its probes (docs/operations.md#health),
 * then loads knowledge, opens the store (migrated), probes the origins, builds the job runner and
 * its sweeper and the app, and only then serves. A first sweep at start picks up jobs a crashed or
 * stopped process left behind. close() is the graceful stop (stopServer).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: options.env.SECGATE_LOG_LEVEL ?? 'info' });
  const { config } = options;
  const clock = systemClock;
  const ids = randomIds;
  const lifecycle = createLifecycle();
  let app: Hono | undefined;
  const server = await listen(
    gateRequests(lifecycle, () => app),
    options.port,
    options.host,
    lifecycle,
  );
  // What has started so far, closed in reverse should a later step fail.
  const opened: (() => Promise<void>)[] = [() => closeListener(server)];
  try {
    // About a second with the full Enterprise bundle (bench/knowledge.mjs); the log says how long.
    const knowledge = await loadServerKnowledge(options.env, logger);
    const store = await openStore(options.db);
    opened.push(() => store.close());
    const upstreams = createOpenAIUpstreams({ config, clock, logger, env: options.env });
    opened.push(() => upstreams.close());
    await upstreams.ready();
    const metrics = createMetrics();
    const requests = createRequestCounter({ store, clock, logger, limit: config.rateLimitPerMinute });
    const tokenUses = createTokenUseRecorder({ store, clock, logger });
    const recharges = createAutoRecharge({ store, clock, ids, logger, payments: config.payments });
    const guardModel = config.guardModel
      ? createGuardModel({ config: config.guardModel, logger, observe: (ms, outcome) => metrics.guardModelCall(outcome, ms) })
      : undefined;
    const deps = { store, upstreams, config, clock, ids, logger, metrics, knowledge, requests, tokenUses, recharges, ...(guardModel ? { guardModel } : {}) };
    const runner = createJobRunner(deps);
    const built = createApp({ ...deps, runner, readiness: createReadinessProbe({ store, upstreams, phase: lifecycle.phase }) });
    warmUpGuardrails();

    const demo = options.demo ? await ensureDemoPrincipal({ store, clock, ids }) : undefined;
    await runner.sweep().catch((error: unknown) => logger.error({ err: String(error) }, 'first sweep failed'));
    runner.startSweeping();
    const stopSignInPurge = startSignInPurge(deps);
    const stopStorageMeter = createStorageMeter(deps).start();
    app = built;
    lifecycle.serve();
    const port = (server.address() as AddressInfo).port;
    logger.info({ port, host: options.host, demo: Boolean(options.demo) }, 'secgate listening');

    let closing: Promise<void> | undefined;
    return {
      url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
      port,
      ...(demo ? { demo } : {}),
      close: () =>
        (closing ??= stopServer({
          server,
          lifecycle,
          runner,
          logger,
          drainMs: config.shutdownDrainMs,
          // Flushed while the store is open; the store closes before the origins, so a job whose
          // call outlives the drain records nothing (not even a failure) and is left, running
          // under its lease, to the next process.
          release: [
            async () => stopSignInPurge(),
            async () => stopStorageMeter(),
            () => recharges.close(),
            () => requests.close(),
            () => tokenUses.close(),
            () => store.close(),
            () => upstreams.close(),
          ],
        })),
    };
  } catch (error) {
    for (const close of opened.reverse()) await close().catch(() => undefined);
    throw error;
  }
}

/**
 * How many connections may wait for accept(). Node's default, 511, overflows when thousands of
 * clients connect at once: the kernel drops the rest, and they retry a second or more later,
 * unseen by any metric. The kernel caps this at net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * `fetch` is the app's own, called with the Node request as `env.incoming`: GET /metrics reads the
 * peer address from its socket, so a wrapper that drops `env` would make it refuse everyone. Every
 * response counts as open until it closes (a stream: until it ends): that is what a stop drains.
 */
function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  port: number,
  host: string,
  lifecycle: Lifecycle,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = createAdaptorServer({ fetch });
    server.on('clientError', answerClientError);
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => response.once('close', lifecycle.requestStarted()));
    server.once('error', reject);
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve(server));
  });
}
