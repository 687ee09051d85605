import { createClientLimiter } from '../auth/client-rate-limit.js';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createApp } from '../app/create-app.js';
import { createAutoRecharge } from '../billing/auto-recharge.js';
import type { AppDeps } from '../app/app-deps.js';
import { createPersonalAccessToken, openStore, type PrincipalPatch, randomIds, type Store, systemClock } from '@secgate/store';
import { testConfig } from '../auth/test-deps.test-support.js';
import type { ServiceConfig } from '../config/service-config.js';
import { createTokenUseRecorder } from '../auth/token-use-recorder.js';
import { createRequestCounter } from '../auth/request-counter.js';
import { createJobRunner } from '../completion/index.js';
import { silentLogger } from '../logging/create-logger.js';
import { createMetrics } from '../metrics/prometheus-metrics.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';

/*
 * The real app on a loopback port, as MCP clients meet it: the real store (PGlite in memory), the
 * real upstreams on the built-in offline origin (shared-1..4 and red-1 served, the rest not), the
 * real job runner, the system clock. Shared by the MCP and agent-file tests.
 */
export interface TestService {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  store: Store;
  config: ServiceConfig;
  /** A new principal (patched as given) with a live token. */
  principal(patch?: PrincipalPatch): Promise<{ token: string; tokenId: string }>;
  close(): Promise<void>;
}

let principals = 0;

export async function startTestService(overrides: Partial<ServiceConfig> = {}): Promise<TestService> {
  const config = testConfig({
    routes: { shared: { baseURL: 'offline:' }, dedicated: { 'red-1': { baseURL: 'offline:' } } },
    publicHosts: ['localhost', '127.0.0.1'],
    ...overrides,
  });
  const store = await openStore('memory:');
  const upstreams = createOpenAIUpstreams({ config, clock: systemClock, logger: silentLogger, env: {} });
  const requests = createRequestCounter({ store, clock: systemClock, logger: silentLogger, limit: config.rateLimitPerMinute });
  const tokenUses = createTokenUseRecorder({ store, clock: systemClock, logger: silentLogger });
  const recharges = createAutoRecharge({ store, clock: systemClock, ids: randomIds, logger: silentLogger, payments: config.payments });
  const clients = createClientLimiter({ config, clock: systemClock, logger: silentLogger });
  const deps: AppDeps = {
    store,
    upstreams,
    config,
    clock: systemClock,
    ids: randomIds,
    logger: silentLogger,
    metrics: createMetrics(),
    requests,
    clients,
    tokenUses,
    recharges,
  };
  const runner = createJobRunner(deps);
  const app = createApp({ ...deps, runner });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    config,
    async principal(patch = {}) {
      const id = `p_test_${++principals}`;
      const now = Date.now();
      await store.createPrincipal({ id, now: now - 86_400_000 });
      await store.updatePrincipal(id, patch);
      const { token, tokenHash } = createPersonalAccessToken(randomIds);
      const tokenId = `tok_${id}`;
      await store.createToken({ id: tokenId, principalId: id, tokenHash, now: now - 86_400_000 });
      return { token, tokenId };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runner.close();
      await upstreams.close();
      await store.close();
    },
  };
}

/** The official MCP client over Streamable HTTP, with a bearer token on every request when given. */
export async function connectClient(url: string, token?: string): Promise<Client> {
  const client = new Client({ name: 'secgate-test', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } }));
  return client;
}

/** A raw JSON-RPC POST to /mcp, for what the client hides (status, headers). */
export async function postMcp(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(new URL('/mcp', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the text itself.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A tools/call JSON-RPC request. */
export const toolsCall = (name: string, args: Record<string, unknown> = {}, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
