import { createClientLimiter } from './client-rate-limit.js';
import { DEFAULT_MODELS } from '@secgate/core';
import { pino } from 'pino';
import type { AppDeps } from '../app/app-deps.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { Metrics } from '../metrics/metrics.js';
import { createPersonalAccessToken, type PrincipalPatch, type Store } from '@secgate/store';
import { DAY, NOW, recordingStore, testIds, uniqueId, type StoreCalls } from '../../../store/src/test-store.test-support.js';
import type { Upstreams } from '../upstream/upstreams.js';
import { createRequestCounter } from './request-counter.js';
import { createTokenUseRecorder } from './token-use-recorder.js';
import { createAutoRecharge } from '../billing/auto-recharge.js';

// The store's test support, re-exported so the adapter's tests take everything from one place.
export { DAY, NOW, recordingStore, testIds, uniqueId, useTestStore, type StoreCalls } from '../../../store/src/test-store.test-support.js';

export const AUP_VERSION = 'aup-2025-05';
export const WEBHOOK_SECRET = 'whsec_test_secret';
export const EKYC_SECRET = 'ekyc_test_secret';

export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    models: [...DEFAULT_MODELS],
    routes: { shared: { baseURL: 'offline:' }, dedicated: {} },
    probe: { enabled: false, intervalMs: 30_000, timeoutMs: 1_000 },
    freeRequestsPerDay: 1_000,
    freeStorageGiB: 1,
    syncWaitMs: 840_000,
    heartbeatMs: 10_000,
    jobRetentionMs: 86_400_000,
    jobHistoryMs: 7_776_000_000,
    shutdownDrainMs: 10_000,
    leaseMs: 30_000,
    sweepIntervalMs: 5_000,
    upstreamTimeoutMs: 600_000,
    bodyLimitBytes: 1_048_576,
    publicBodyLimitBytes: 262_144,
    rateLimitPerMinute: 0,
    publicRateLimitPerMinute: 0,
    trustedProxies: [],
    aupVersion: AUP_VERSION,
    webhook: { secret: WEBHOOK_SECRET, toleranceSeconds: 300 },
    ekyc: { urlTemplate: 'https://verify.example/start?state={state}', secret: EKYC_SECRET },
    publicHosts: ['localhost'],
    metrics: { token: null },
    console: { publicUrl: 'http://127.0.0.1:8080', session: { idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 }, oidc: null },
    payments: { processor: null, prices: {}, deposit: null, recharge: null },
    guardModel: null,
    ...overrides,
  };
}

const noMetrics: Metrics = {
  request: () => {},
  admissionRefused: () => {},
  upstreamCall: () => {},
  charged: () => {},
  upstreamQueueWait: () => {},
  guardrailVerdict: () => {},
  guardModelCall: () => {},
  jobsTakenOver: () => {},
  render: () => '',
};

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
  const ids = testIds();
  return {
    db,
    calls,
    store,
    upstreams,
    config,
    clock,
    ids,
    logger,
    metrics: noMetrics,
    requests: createRequestCounter({ store, clock, logger, limit: config.rateLimitPerMinute }),
    clients: createClientLimiter({ config, clock, logger }),
    tokenUses: createTokenUseRecorder({ store, clock, logger }),
    recharges: createAutoRecharge({ store, clock, ids, logger, payments: config.payments }),
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
