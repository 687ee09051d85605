import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
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
import { openStore, randomIds, systemClock } from '@secgate/store';
import { startSignInPurge } from '../session/sign-in-purge.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';
import { createGuardModel } from '../guardrails/guard-model.js';
import { warmUpGuardrails } from '../guardrails/warm-up-guardrails.js';
import { ensureDemoPrincipal, type DemoAccess } from './demo-principal.js';

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
 * Wires the service together: store (migrated), upstream origins (first probe
 * done), job runner and its sweeper, and the HTTP server. A first sweep at start picks up jobs a
 * crashed process left behind.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: options.env.SECGATE_LOG_LEVEL ?? 'info' });
  const { config } = options;
  const clock = systemClock;
  const ids = randomIds;
  // Before the store opens, so a bad SECGATE_ATTACK_BUNDLE stops the start with nothing to undo.
  // About a second with the full Enterprise bundle (bench/knowledge.mjs); the log says how long.
  const knowledge = await loadServerKnowledge(options.env, logger);
  const store = await openStore(options.db);
  const upstreams = createOpenAIUpstreams({ config, clock, logger, env: options.env });
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
  const app = createApp({ ...deps, runner });
  warmUpGuardrails();

  const demo = options.demo ? await ensureDemoPrincipal({ store, clock, ids }) : undefined;
  const server = await listen(app.fetch, options.port, options.host);
  const port = (server.address() as AddressInfo).port;
  await runner.sweep().catch((error: unknown) => logger.error({ err: String(error) }, 'first sweep failed'));
  runner.startSweeping();
  const stopSignInPurge = startSignInPurge(deps);
  logger.info({ port, host: options.host, demo: Boolean(options.demo) }, 'secgate listening');

  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    port,
    ...(demo ? { demo } : {}),
    close() {
      closing ??= (async () => {
        // Drain: stop accepting, let answers in flight finish for a bounded grace, then cut the
        // rest (a stream waiting on a long job would otherwise hold the process forever).
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        const http = server as unknown as { closeIdleConnections?(): void; closeAllConnections?(): void };
        http.closeIdleConnections?.();
        if (!(await settlesWithin(drained, SHUTDOWN_GRACE_MS))) http.closeAllConnections?.();
        await drained;
        // Jobs still running are abandoned after the grace: their leases expire and a sweeper
        // (of another process, or of this one after a restart) runs them, as after a crash.
        stopSignInPurge();
        await settlesWithin(runner.close(), SHUTDOWN_GRACE_MS);
        await settlesWithin(recharges.close(), SHUTDOWN_GRACE_MS);
        await upstreams.close();
        await requests.close();
        await tokenUses.close();
        await store.close();
      })();
      return closing;
    },
  };
}

/** How long a stopping server waits for answers and jobs in flight. */
const SHUTDOWN_GRACE_MS = 10_000;

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

/**
 * How many connections may wait for accept(). Node's default, 511, overflows when thousands of
 * clients connect at once: the kernel drops the rest, and they retry a second or more later,
 * unseen by any metric. The kernel caps this at net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * `fetch` is the app's own, called with the Node request as `env.incoming`: GET /metrics reads the
 * peer address from its socket, so a wrapper that drops `env` would make it refuse everyone.
 */
function listen(fetch: (request: Request, env: unknown) => Response | Promise<Response>, port: number, host: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = createAdaptorServer({ fetch });
    server.on('clientError', answerClientError);
    server.once('error', reject);
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve(server));
  });
}
