import { randomBytes } from 'node:crypto';
import { DEFAULT_MODELS } from '@secgate/core';
import { pino } from 'pino';
import type { AppDeps } from '../app/app-deps.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Ids } from '../ports/ids.js';
import type { Upstreams } from '../upstream/upstreams.js';
import { FakeStore } from './fake-store.test-support.js';
import { createPersonalAccessToken } from './personal-access-token.js';

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

export interface TestDeps extends AppDeps {
  fake: FakeStore;
  clock: { now(): number; set(ms: number): void };
}

export function testDeps(options: { config?: Partial<ServiceConfig>; served?: string[] } = {}): TestDeps {
  const fake = new FakeStore();
  let now = NOW;
  const served = new Set(options.served ?? ['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3']);
  const upstreams: Upstreams = {
    isServed: (id) => served.has(id),
    complete: () => Promise.reject(new Error('no upstream in these tests')),
    close: async () => {},
  };
  return {
    fake,
    store: fake.asStore(),
    upstreams,
    config: testConfig(options.config),
    clock: { now: () => now, set: (ms) => void (now = ms) },
    ids: testIds(),
    logger: pino({ enabled: false }),
    metrics: noMetrics,
  };
}

/** A principal with a live token; returns the token to send. */
export async function principalWithToken(deps: TestDeps, id = 'p_test', patch: Parameters<FakeStore['updatePrincipal']>[1] = {}) {
  await deps.fake.createPrincipal({ id, now: NOW - DAY });
  await deps.fake.updatePrincipal(id, patch);
  const { token, tokenHash } = createPersonalAccessToken(deps.ids);
  const tokenId = `tok_${id}`;
  await deps.fake.createToken({ id: tokenId, principalId: id, tokenHash, now: NOW - DAY });
  return { token, tokenId, principalId: id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
