import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResearchScope } from '@secgate/core';
import { signWebhook } from '@secgate/http-adapter';
import { createPersonalAccessToken, openStore, randomIds, type PrincipalPatch, type Store } from '@secgate/store';
import OpenAI from 'openai';
import pg from 'pg';
import { openExecutor } from '../../packages/store/src/open-store.js';
import { findTestServer } from '../../packages/store/src/postgres-test-server.test-support.js';
import type { SqlExecutor } from '../../packages/store/src/sql-executor.js';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from './fake-openai-upstream.js';
import { startSecgate, type SecgateProcess } from './secgate-process.js';

export const WEBHOOK_SECRET = 'whsec_e2e_shared_secret';
export const AUP_VERSION = 'aup-e2e-1';
const DAY = 86_400_000;

/** A principal the test needs, set up in the store before the server starts. */
export interface PrincipalSpec {
  id: string;
  patch?: PrincipalPatch;
  scopes?: ResearchScope[];
}

export interface E2EOptions {
  /** `pglite` (an embedded store on disk, the default) or `postgres` (a fresh database on the server). */
  driver?: 'pglite' | 'postgres';
  principals?: PrincipalSpec[];
  /** Merged over the test configuration (routes point at the fake upstream). */
  config?: Record<string, unknown>;
  /** Merged into the fake upstream's origin on every route (`maxInFlight`, `maxQueued`, ...). */
  origin?: Record<string, unknown>;
  env?: Record<string, string>;
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: any;
}

export interface E2EService {
  url: string;
  upstream: FakeOpenAIUpstream;
  server: SecgateProcess;
  /** The `--db` the server runs on. */
  db: string;
  /** Each principal's live token, by principal id. */
  tokens: Record<string, string>;
  /** The official client, pointed at secgate's /v1 with this principal's token. */
  client(principalId: string, options?: { maxRetries?: number; timeout?: number }): OpenAI;
  request(method: string, path: string, options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<JsonAnswer>;
  /** Delivers a signed `invoice.paid` event to the billing webhook. */
  deliverInvoice(
    eventId: string,
    principalId: string,
    lines: { sku: string; quantity: number }[],
    options?: { secret?: string; atSeconds?: number },
  ): Promise<JsonAnswer>;
  /** Stops the server and opens its store in this process (PGlite allows one process at a time). */
  inspect<T>(read: (store: Store) => Promise<T>): Promise<T>;
  /**
   * Like inspect, with plain SQL on the store's database, for checks the Store interface does not
   * expose (receipts per job, the holds table). Read only: tests must not change the store this way.
   */
  inspectSql<T>(read: (db: SqlExecutor) => Promise<T>): Promise<T>;
  /** Starts the server again on the same store (after inspect, or after a kill). */
  restart(): Promise<void>;
  /**
   * Another `secgate serve` process on the same database and configuration, as a second machine
   * would run it (PostgreSQL only: the embedded store belongs to one process). Stopped by close().
   */
  startPeer(): Promise<SecgateProcess>;
  /** Everything every process of this service wrote (stdout and stderr), killed and restarted ones included. */
  logs(): string;
  close(): Promise<void>;
}

/** The configuration every end-to-end test starts from: the fake upstream on both routes, red-4..6 left unconfigured. */
export function testConfig(upstreamBaseURL: string, extra: Record<string, unknown>, originExtra: Record<string, unknown> = {}): Record<string, unknown> {
  const origin = { baseURL: upstreamBaseURL, ...originExtra };
  return {
    routes: { shared: origin, dedicated: { 'red-1': origin, 'red-2': origin, 'red-3': origin } },
    probe: { enabled: true, intervalMs: 60_000, timeoutMs: 2_000 },
    aupVersion: AUP_VERSION,
    webhook: { secret: WEBHOOK_SECRET, toleranceSeconds: 300 },
    heartbeatMs: 200,
    // Every test's client is 127.0.0.1; the per-address limit has its own test (rate-limits.e2e).
    publicRateLimitPerMinute: 0,
    ...extra,
  };
}

/**
 * The real service as users run it: `secgate serve` in its own process on a loopback port, a
 * store on disk (or a fresh PostgreSQL database), and the local OpenAI-compatible upstream.
 */
export async function startE2EService(options: E2EOptions = {}): Promise<E2EService> {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-e2e-'));
  const upstream = await startFakeOpenAIUpstream({ models: ['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3'] });
  const database = options.driver === 'postgres' ? await freshDatabase() : undefined;
  const db = database?.url ?? `file:${join(dir, 'db')}`;
  const configFile = join(dir, 'secgate.json');
  writeFileSync(configFile, JSON.stringify(testConfig(upstream.baseURL, options.config ?? {}, options.origin ?? {})));

  const tokens = await withStore(db, (store) => createPrincipals(store, options.principals ?? []));
  const processes: SecgateProcess[] = [];
  const start = async () => {
    const started = await startSecgate({ db, configFile, env: options.env ?? {} });
    processes.push(started);
    return started;
  };
  let server = await start();
  const peers: SecgateProcess[] = [];

  const service: E2EService = {
    get url() {
      return server.url;
    },
    upstream,
    get server() {
      return server;
    },
    db,
    tokens,
    client: (principalId, clientOptions = {}) =>
      new OpenAI({ baseURL: `${server.url}/v1`, apiKey: tokenOf(tokens, principalId), maxRetries: 0, ...clientOptions }),
    request: (method, path, requestOptions = {}) => requestJson(server.url, method, path, requestOptions),
    deliverInvoice: (eventId, principalId, lines, deliveryOptions = {}) => {
      const raw = JSON.stringify({ id: eventId, type: 'invoice.paid', data: { principalId, lines } });
      const signature = signWebhook({
        rawBody: raw,
        secret: deliveryOptions.secret ?? WEBHOOK_SECRET,
        timestampSeconds: deliveryOptions.atSeconds ?? Math.floor(Date.now() / 1000),
      });
      return requestJson(server.url, 'POST', '/v1/billing/webhook', { raw, headers: { 'webhook-signature': signature } });
    },
    async inspect(read) {
      if (database) return withStore(db, read);
      await server.stop();
      return withStore(db, read);
    },
    async inspectSql(read) {
      if (!database) await server.stop();
      const executor = await openExecutor(db);
      try {
        return await read(executor);
      } finally {
        await executor.close();
      }
    },
    async restart() {
      // stop() of a process that was killed (or has exited) returns at once.
      await server.stop();
      server = await start();
    },
    async startPeer() {
      if (!database) throw new Error('A second server process needs PostgreSQL: the embedded store belongs to one process at a time');
      const peer = await start();
      peers.push(peer);
      return peer;
    },
    logs: () => processes.map((started) => `${started.stdout()}\n${started.stderr()}`).join('\n'),
    async close() {
      for (const peer of peers) await peer.stop();
      await server.stop();
      await upstream.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return service;
}

export async function withStore<T>(db: string, use: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(db);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

export async function createPrincipals(store: Store, specs: readonly PrincipalSpec[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  const now = Date.now();
  for (const spec of specs) {
    await store.createPrincipal({ id: spec.id, now: now - DAY });
    if (spec.patch) await store.updatePrincipal(spec.id, spec.patch);
    for (const scope of spec.scopes ?? []) await store.putScope(spec.id, scope);
    const { token, tokenHash } = createPersonalAccessToken(randomIds);
    await store.createToken({ id: `tok_${spec.id}`, principalId: spec.id, tokenHash, now: now - DAY });
    tokens[spec.id] = token;
  }
  return tokens;
}

function tokenOf(tokens: Record<string, string>, principalId: string): string {
  const token = tokens[principalId];
  if (!token) throw new Error(`No principal '${principalId}' was set up for this test`);
  return token;
}

/** One request to a secgate base URL (any process); the answer's JSON parsed, or its text. */
export async function requestJson(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (an SSE stream, metrics text): the text itself.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A principal set up with every Red-team requirement met and the given scopes. */
export function redResearcher(id: string, now = Date.now(), scopes: ResearchScope[] = []): PrincipalSpec {
  const year = 365 * DAY;
  return {
    id,
    patch: {
      rung: 'card',
      ekyc: { verifiedAt: now - DAY, expiresAt: now + year },
      aupConsent: { version: AUP_VERSION, acceptedAt: now - DAY },
      amlClearance: { checkedAt: now - DAY, expiresAt: now + year },
      trustRoute: { route: 'university-cert', expiresAt: now + year },
    },
    scopes,
  };
}

/**
 * A fresh database on the PostgreSQL server, or a loud skip outside CI when none is reachable
 * (tests call `postgresAvailable()` first to decide).
 */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = await findTestServer();
  if (server.url === null) throw new Error(`No PostgreSQL server: ${server.reasons.join('; ')}`);
  const name = `secgate_e2e_${randomIds.uuid().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** True when a PostgreSQL server is reachable; under CI its absence is an error, elsewhere a loud skip. */
export async function postgresAvailable(): Promise<boolean> {
  const server = await findTestServer();
  if (server.url !== null) return true;
  if (process.env.CI) throw new Error(`CI needs the PostgreSQL server: ${server.reasons.join('; ')}`);
  console.warn(`\n*** SKIPPING PostgreSQL end-to-end tests: ${server.reasons.join('; ')}\n`);
  return false;
}
