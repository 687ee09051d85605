import { randomBytes } from 'node:crypto';
import { DEFAULT_MODELS } from '@secgate/core';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app/app-deps.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Ids } from '../ports/ids.js';
import { openStore } from '../store/open-store.js';
import type { PrincipalPatch, Store } from '../store/store.js';
import type { Upstreams } from '../upstream/upstreams.js';
import { createPersonalAccessToken } from './personal-access-token.js';
import { createRequestCounter } from './request-counter.js';

/** A fixed test instant: 2025-06-05T12:00:30Z (30 s into its minute). */
export const NOW = Date.UTC(2025, 5, 5, 12, 0, 30);
export const DAY = 86_400_000;
export const AUP_VERSION = 'aup-2025-05';
export const WEBHOOK_SECRET = 'whsec_test_secret';
export const EKYC_SECRET = 'ekyc_test_secret';

export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    models: [...DEFAULT_MODELS],
    routes: { shared: { baseURL: 'offline:' }, dedicated: {} },
    probe: { enabled: false, intervalMs: 30_000, timeoutMs: 1_000 },
    freeRequestsPerDay: 1_000,
    syncWaitMs: 840_000,
    heartbeatMs: 10_000,
    jobRetentionMs: 86_400_000,
    leaseMs: 30_000,
    sweepIntervalMs: 5_000,
    upstreamTimeoutMs: 600_000,
    bodyLimitBytes: 1_048_576,
    rateLimitPerMinute: 0,
    aupVersion: AUP_VERSION,
    webhook: { secret: WEBHOOK_SECRET, toleranceSeconds: 300 },
    ekyc: { urlTemplate: 'https://verify.example/start?state={state}', secret: EKYC_SECRET },
    publicHosts: ['localhost'],
    metrics: { token: null },
    ...overrides,
  };
}

/** Real randomness for bytes (tokens must be unpredictable even in tests), counted uuids. */
export function testIds(): Ids {
  let n = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    bytes: (length) => randomBytes(length),
  };
}

const noMetrics: Metrics = {
  request: () => {},
  admissionRefused: () => {},
  upstreamCall: () => {},
  charged: () => {},
  render: () => '',
};

/**
 * The real store for the calling test file: embedded PGlite in memory, migrated, opened once before
 * its tests and closed after them (opening costs about a second). The tests of the file share it,
 * so each works on its own principals and events (uniqueId), as processes share one database.
 */
export function useTestStore(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await openStore('memory:');
  });
  afterAll(async () => {
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('the test store is not open (call useTestStore at the top of the test file)');
    return store;
  };
}

let serial = 0;

/** An id no other test of this file uses, e.g. `p_7`: principals, events, lots and tokens are unique per store. */
export function uniqueId(prefix: string): string {
  return `${prefix}_${++serial}`;
}

/** The arguments of every call made through a recording store, per method, in call order; absent when never called. */
export type StoreCalls = { [K in keyof Store]?: Parameters<Store[K]>[] };

/**
 * The same store with every call recorded on the way through, for "the database was not touched"
 * assertions and for what the code under test handed the store (what the Store interface has no
 * read for, such as an invoice's raw payload). Nothing is changed or stubbed.
 */
export function recordingStore(store: Store): { store: Store; calls: StoreCalls } {
  const calls: Record<string, unknown[][]> = {};
  const recorded = Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        (calls[name] ??= []).push(args);
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return { store: recorded as unknown as Store, calls: calls as StoreCalls };
}

export interface TestDeps extends AppDeps {
  /** The same real store unrecorded: the test's own setup and reads go here, not into `calls`. */
  db: Store;
  /** What the code under test called on `store`. */
  calls: StoreCalls;
  clock: { now(): number; set(ms: number): void };
}

export function testDeps(db: Store, options: { config?: Partial<ServiceConfig>; served?: string[] } = {}): TestDeps {
  const { store, calls } = recordingStore(db);
  let now = NOW;
  const served = new Set(options.served ?? ['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3']);
  const upstreams: Upstreams = {
    isServed: (id) => served.has(id),
    complete: () => Promise.reject(new Error('no upstream in these tests')),
    close: async () => {},
  };
  const config = testConfig(options.config);
  const clock = { now: () => now, set: (ms: number) => void (now = ms) };
  const logger = pino({ enabled: false });
  return {
    db,
    calls,
    store,
    upstreams,
    config,
    clock,
    ids: testIds(),
    logger,
    metrics: noMetrics,
    requests: createRequestCounter({ store, clock, logger, limit: config.rateLimitPerMinute }),
  };
}

/** A new principal (a fresh id unless given) with a live token; returns the token to send. */
export async function principalWithToken(deps: TestDeps, id = uniqueId('p'), patch: PrincipalPatch = {}) {
  await deps.db.createPrincipal({ id, now: NOW - DAY });
  await deps.db.updatePrincipal(id, patch);
  const { token, tokenHash } = createPersonalAccessToken(deps.ids);
  const tokenId = `tok_${id}`;
  await deps.db.createToken({ id: tokenId, principalId: id, tokenHash, now: NOW - DAY });
  return { token, tokenId, principalId: id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
