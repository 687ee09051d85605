import type { CompletionRequest, ModelDefinition } from '@secgate/core';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import type { Clock } from '@secgate/store';
import { chatRequestBody } from './chat-request-body.js';
import { logSafeURL } from './log-safe-url.js';
import { createNodeHttpFetch, type NodeHttpFetch } from './node-http-fetch.js';
import { answerOffline } from './offline-origin.js';
import { startOriginProber } from './origin-prober.js';
import { readChatCompletion } from './read-chat-completion.js';
import { createOriginGate, type OriginGate } from './origin-gate.js';
import { routeTable, type ModelRoute, type OriginSlot } from './route-table.js';
import { upstreamDetail, upstreamErrorFrom } from './upstream-error-from.js';
import { UpstreamError, type CallStart, type UpstreamAnswer, type Upstreams } from './upstreams.js';

/**
 * Sent as the bearer key to an origin configured without `apiKeyEnv` (local vLLM, Ollama and
 * llama.cpp servers ignore it); the openai client refuses to run without some key.
 */
const NO_KEY = 'secgate-no-key';

export interface OpenAIUpstreamsOptions {
  config: ServiceConfig;
  clock: Clock;
  logger: Logger;
  /** Where `apiKeyEnv` names are looked up (the process environment in the server). */
  env: Record<string, string | undefined>;
  /** Replaces the node:http transport (tests, proxies). */
  fetch?: typeof fetch;
}

export interface OpenAIUpstreams extends Upstreams {
  /** Resolves once the first probe round is done, so the catalog is right from the first request. */
  ready(): Promise<void>;
  /** Each distinct origin, the models routed to it, and whether its last probe answered (`secgate check`). */
  originStates(): { baseURL: string; modelIds: string[]; up: boolean }[];
}

/**
 * The catalog's routes called with the official `openai` client, one client per distinct origin,
 * over a node:http transport with kept-alive sockets (node-http-fetch.ts).
 * Retries are off: the gateway calls the upstream exactly once per job (docs/configuration.md#calling-the-upstream), and
 * the job, not the HTTP client, decides what happens after a failure.
 */
export function createOpenAIUpstreams(options: OpenAIUpstreamsOptions): OpenAIUpstreams {
  const { config, logger } = options;
  const table = routeTable(config);
  const transport = options.fetch ? null : createNodeHttpFetch();
  const fetchImpl = options.fetch ?? (transport as NodeHttpFetch).fetch;
  const clients = new Map<string, OpenAI>();
  const gates = new Map<string, OriginGate>();
  for (const origin of table.origins) {
    if (!origin.offline) clients.set(origin.key, clientFor(origin, options, fetchImpl));
    gates.set(origin.key, createOriginGate(origin));
  }

  const prober = startOriginProber({
    origins: table.origins,
    probe: config.probe,
    clock: options.clock,
    logger,
    async probeOne(origin, signal) {
      const client = clients.get(origin.key) as OpenAI;
      await client.models.list({ signal, timeout: config.probe.timeoutMs, maxRetries: 0 });
    },
  });

  return {
    isServed(modelId) {
      const route = table.routes.get(modelId);
      return route !== undefined && prober.isUp(route.origin);
    },

    originCounts: () => ({ configured: table.origins.length, served: table.origins.filter((origin) => prober.isUp(origin)).length }),
    originStates: () => table.origins.map((origin) => ({ baseURL: origin.baseURL, modelIds: [...origin.modelIds], up: prober.isUp(origin) })),

    isSaturated(modelId) {
      const route = table.routes.get(modelId);
      return route !== undefined && (gates.get(route.origin.key) as OriginGate).isFull();
    },

    load: () =>
      table.origins.map((origin) => {
        const gate = gates.get(origin.key) as OriginGate;
        return { origin: logSafeURL(origin.baseURL), inFlight: gate.inFlight, queued: gate.queued, maxInFlight: origin.maxInFlight };
      }),

    async complete(model: ModelDefinition, request: CompletionRequest, signal?: AbortSignal, onStart?: (start: CallStart) => void): Promise<UpstreamAnswer> {
      const route = table.routes.get(model.id);
      if (!route) throw new UpstreamError(`No origin is configured for the model '${model.id}'.`, 0);
      if (signal?.aborted) throw upstreamErrorFrom(signal.reason, config.upstreamTimeoutMs, signal);
      const queuedAt = performance.now();
      let release: () => void;
      try {
        release = await (gates.get(route.origin.key) as OriginGate).acquire(signal);
      } catch (error) {
        throw upstreamErrorFrom(error, config.upstreamTimeoutMs, signal);
      }
      try {
        onStart?.({ origin: logSafeURL(route.origin.baseURL), queueWaitMs: performance.now() - queuedAt });
        return await callOrigin(route, model, request, signal);
      } finally {
        release();
      }
    },

    ready: () => prober.ready(),
    async close() {
      await prober.close();
      transport?.close();
    },
  };

  /** The call itself, once its turn came: the offline answer, or the origin through the openai client. */
  async function callOrigin(route: ModelRoute, model: ModelDefinition, request: CompletionRequest, signal?: AbortSignal): Promise<UpstreamAnswer> {
    if (route.origin.offline) return answerOffline(model, request);

    const client = clients.get(route.origin.key) as OpenAI;
    const body = chatRequestBody(request, route.upstreamModel ?? model.id);
    let raw: unknown;
    try {
      raw = await client.chat.completions.create(body, { signal: signal ?? null, maxRetries: 0 });
    } catch (error) {
      const failure = upstreamErrorFrom(error, config.upstreamTimeoutMs, signal);
      logger.warn(
        { origin: logSafeURL(route.origin.baseURL), model: model.id, upstreamStatus: failure.upstreamStatus, detail: upstreamDetail(error) },
        'upstream call failed',
      );
      throw failure;
    }
    try {
      return readChatCompletion(raw);
    } catch (error) {
      logger.warn({ origin: logSafeURL(route.origin.baseURL), model: model.id, detail: upstreamDetail(error) }, 'upstream answer refused');
      throw error;
    }
  }
}

function clientFor(origin: OriginSlot, options: OpenAIUpstreamsOptions, fetchImpl: typeof fetch): OpenAI {
  let apiKey = NO_KEY;
  if (origin.apiKeyEnv) {
    const value = options.env[origin.apiKeyEnv];
    if (value) apiKey = value;
    else
      options.logger.warn(
        { origin: logSafeURL(origin.baseURL), apiKeyEnv: origin.apiKeyEnv },
        'the API key variable of an upstream origin is not set; calling without a key',
      );
  }
  return new OpenAI({
    baseURL: origin.baseURL,
    apiKey,
    // Explicit nulls: the client would otherwise read OPENAI_* variables from the process,
    // and the gateway's configuration must be the only source of what is sent upstream.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: options.config.upstreamTimeoutMs,
    // Failures are logged once, by the gateway, without keys; the client's console logging is off.
    logLevel: 'off',
    fetch: fetchImpl,
  });
}
