import type { Readiness } from '@secgate/core';
import { Hono } from 'hono';
import { agentFileRoutes } from '../agents/agent-file-routes.js';
import { createPrincipalCache } from '../auth/principal-cache.js';
import { openApiRoutes } from '../openapi/openapi-routes.js';
import { createClientLimiter, type ClientLimiter } from '../auth/client-rate-limit.js';
import { createRequestCounter, type RequestCounter } from '../auth/request-counter.js';
import { createTokenUseRecorder, recordTokenUses, type TokenUseRecorder } from '../auth/token-use-recorder.js';
import { createAutoRecharge, type AutoRecharge } from '../billing/auto-recharge.js';
import { handleErrors } from '../http/handle-errors.js';
import { methodGuard } from '../http/method-guard.js';
import { requestLog } from '../http/request-log.js';
import { createHeartbeatClock, createJobRunner, type JobRunner } from '../completion/index.js';
import type { Metrics } from '../metrics/metrics.js';
import { mcpRoutes } from '../mcp/mcp-routes.js';
import { createMetrics } from '../metrics/prometheus-metrics.js';
import { billingStatusRoutes } from '../routes/account/billing-status.js';
import { billingWebhookRoutes } from '../routes/account/billing-webhook.js';
import { ekycCallbackRoutes } from '../routes/account/ekyc-callback.js';
import { ekycStartRoutes } from '../routes/account/ekyc-start.js';
import { modelsRoutes } from '../routes/account/models.js';
import { researchStatusRoutes } from '../routes/account/research-status.js';
import { consoleRoutes } from '../console/console-routes.js';
import { chatCompletionRoutes } from '../routes/completions/chat-completions.js';
import { researchJobRoutes } from '../routes/completions/research-jobs.js';
import { knowledgeRoutes } from '../routes/knowledge/knowledge-routes.js';
import { findingsRoutes } from '../routes/vm/findings-routes.js';
import { calculatorRoutes } from '../routes/public/calculator-routes.js';
import { createReadinessProbe, healthRoutes } from '../routes/health/health-routes.js';
import { metricsRoutes } from '../routes/public/metrics-route.js';
import { secureRoutes } from '../routes/public/secure.js';
import { securityServicesRoutes } from '../routes/public/security-services.js';
import { spearPhishingRoutes } from '../routes/public/spear-phishing.js';
import type { AppDeps } from './app-deps.js';

export interface CreateAppDeps extends Omit<AppDeps, 'metrics' | 'requests' | 'clients' | 'tokenUses' | 'recharges'> {
  /** Automatic recharge; one of this process over `store` and `config.payments` when absent. */
  recharges?: AutoRecharge;
  /** Token last-use times; a recorder of this process over `store` when absent. */
  tokenUses?: TokenUseRecorder;
  /** Prometheus metrics served at /metrics; a fresh set when absent. */
  metrics?: Metrics;
  /** The rate limit's request counts; a counter of this process over `store` when absent. */
  requests?: RequestCounter;
  /** The public routes' per-address limit; one of this process when absent. */
  clients?: ClientLimiter;
  /**
   * Runs the jobs the completion routes create. startServer passes the one its sweeper uses;
   * when absent the app makes its own (an embedder then calls nothing else: jobs run on submit).
   */
  runner?: JobRunner;
  /** Extra route groups mounted before the method guard (an embedder's own routes). */
  extraRoutes?: readonly Hono[];
  /**
   * What GET /health/ready answers: startServer passes one that reads its lifecycle; when absent,
   * one over `store` and `upstreams` that is always past starting.
   */
  readiness?: () => Promise<Readiness>;
}

/**
 * The whole HTTP API as one Hono app built only from its arguments, so tests and the server
 * assemble exactly the same thing. Order matters: the request log wraps everything, every route
 * is registered before the method guard reads the route table, and the error handlers go last.
 * CORS is opened per path inside the public route groups only.
 */
export function createApp(options: CreateAppDeps): Hono {
  const withMetrics: AppDeps = {
    ...options,
    metrics: options.metrics ?? createMetrics(),
    requests:
      options.requests ??
      createRequestCounter({ store: options.store, clock: options.clock, logger: options.logger, limit: options.config.rateLimitPerMinute }),
    clients: options.clients ?? createClientLimiter(options),
    tokenUses: options.tokenUses ?? createTokenUseRecorder({ store: options.store, clock: options.clock, logger: options.logger }),
    recharges: options.recharges ?? createAutoRecharge({ ...options, payments: options.config.payments }),
  };
  const deps = {
    ...withMetrics,
    runner: options.runner ?? createJobRunner(withMetrics),
    // Shared by the completion routes: their reservations check what it hands out.
    principals: createPrincipalCache(withMetrics.store, withMetrics.clock),
    // One heartbeat timer for every open stream; /metrics counts its listeners.
    heartbeats: createHeartbeatClock(options.config.heartbeatMs),
  };
  const app = new Hono();
  app.use('*', requestLog(deps));
  app.use('*', recordTokenUses(deps.tokenUses));

  // Probes of load balancers and orchestrators: no credential, no rate limit, no CORS.
  app.route('/', healthRoutes(options.readiness ?? createReadinessProbe(deps)));

  // Public, read-only, CORS-open.
  app.route('/', securityServicesRoutes(deps));
  app.route('/', spearPhishingRoutes(deps));
  app.route('/', calculatorRoutes(deps));
  app.route('/', secureRoutes(deps));
  app.route('/', knowledgeRoutes(deps));
  app.route('/', metricsRoutes(deps));

  // Bearer-protected account reads and actions.
  app.route('/', modelsRoutes(deps));
  app.route('/', researchStatusRoutes(deps));
  app.route('/', billingStatusRoutes(deps));
  app.route('/', ekycStartRoutes(deps));

  // Completions and jobs.
  app.route('/', chatCompletionRoutes(deps));
  app.route('/', researchJobRoutes(deps));

  // The vulnerability-management ledger: each principal's own findings.
  app.route('/', findingsRoutes(deps));

  // The console: browser sign-in, sign-out and the account pages.
  app.route('/', consoleRoutes(deps));

  // Signed callbacks from the payment processor and the verification provider.
  app.route('/', billingWebhookRoutes(deps));
  app.route('/', ekycCallbackRoutes(deps));

  for (const routes of options.extraRoutes ?? []) app.route('/', routes);

  // Agent surfaces. Each MCP tool call goes through the finished app itself (app.fetch at call
  // time, method guard and error handlers included), so a tool is exactly its HTTP route.
  app.route('/', mcpRoutes({ ...deps, dispatch: async (request) => app.fetch(request) }));
  app.route('/', agentFileRoutes(deps));
  app.route('/', openApiRoutes(deps));

  methodGuard(app);
  handleErrors(app, deps.logger);
  return app;
}
