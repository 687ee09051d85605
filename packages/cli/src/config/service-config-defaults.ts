import { DEFAULT_FREE_STORAGE_GIB, DEFAULT_MODELS, DEFAULT_SESSION_LIFETIME } from '@secgate/core';
import type { OriginConfig, ServiceConfig } from '@secgate/http-adapter';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MiB = 1_048_576;

/**
 * Every default, with the reason for it (the README's configuration reference repeats them for operators).
 * The catalog has no route configured: nothing is served until the operator names an origin,
 * because guessing one would send prompts somewhere nobody chose.
 */
export const DEFAULT_SERVICE_CONFIG: ServiceConfig = {
  models: [...DEFAULT_MODELS],
  routes: { shared: null, dedicated: {} },
  // Every 30 s. A probe that takes 5 s is as good as down for a catalog read.
  probe: { enabled: true, intervalMs: 30 * SECOND, timeoutMs: 5 * SECOND },
  // Free requests per principal per UTC day.
  freeRequestsPerDay: 1_000,
  freeStorageGiB: DEFAULT_FREE_STORAGE_GIB,
  // A synchronous call waits at most 14 minutes.
  syncWaitMs: 14 * MINUTE,
  // Well under the 60 s idle timeout of common proxies.
  heartbeatMs: 10 * SECOND,
  // Identical requests re-attach for 24 h after the job ends.
  jobRetentionMs: 24 * HOUR,
  // Ended jobs stay in the principal's request history (and its stored bytes) for 90 days.
  jobHistoryMs: 90 * 24 * HOUR,
  // Long enough for most answers in flight; a stop past it leaves their jobs to the next process.
  shutdownDrainMs: 10 * SECOND,
  // A lease renewed every few seconds; 30 s lets a crashed process's job be picked up quickly
  // without a slow but live runner losing its job to a sweeper.
  leaseMs: 30 * SECOND,
  sweepIntervalMs: 5 * SECOND,
  // Longer than the synchronous wait, so a slow model still finishes as a job the caller can poll.
  upstreamTimeoutMs: 15 * MINUTE,
  // The input ceiling is 524,288 code points. JSON may escape every one (clients with ASCII-only
  // JSON write `\uXXXX`, and a character outside the BMP takes two of them): up to 12 bytes each,
  // 6 MiB; 2 MiB more holds up to 128 tool definitions and the request's own structure. So a
  // request at the ceiling is measured by admission (400 limit-exceeded names the limit) and never
  // cut off as 413 by the transport.
  bodyLimitBytes: 8 * MiB,
  // What anyone may send unsigned: a calculator's input (an estate of thousands of assets fits),
  // a public MCP call, a provider's delivery. Larger estates go to the CLI or the library.
  publicBodyLimitBytes: 1 * MiB,
  // Ten a second sustained per principal: far above an interactive user or an agent loop, low
  // enough that one token cannot flood admission and the database.
  rateLimitPerMinute: 600,
  // Five a second sustained per client address on the routes that need no credential: far above a
  // person or an agent reading the calculators or the knowledge, low enough that one address cannot
  // keep the event loop busy with anonymous work.
  publicRateLimitPerMinute: 300,
  // None: X-Forwarded-For is ignored until the proxies in front are named.
  trustedProxies: [],
  aupVersion: '2026-11',
  // No secret: the billing webhook refuses every delivery until one is configured.
  // 300 s: a five-minute signature tolerance.
  webhook: { secret: null, toleranceSeconds: 300 },
  // No provider: eKYC start answers 503 verification-provider-not-configured.
  ekyc: { urlTemplate: null, secret: null },
  publicHosts: ['localhost', '127.0.0.1'],
  // No token: /metrics answers loopback clients only (a scraper elsewhere needs metrics.token).
  metrics: { token: null },
  // No public URL: the listening address, for one machine. Sessions: 12 h idle, 7 days in all.
  console: { publicUrl: null, session: { ...DEFAULT_SESSION_LIFETIME }, oidc: null },
  // No processor: nothing is sold, deposits are closed and automatic recharge is not offered.
  payments: { processor: null, prices: {}, deposit: null, recharge: null },
  guardModel: null,
};

/** The built-in offline origin of demo mode (no network, no model). */
export const OFFLINE_ORIGIN: OriginConfig = { baseURL: 'offline:' };

/** The Red models demo mode serves from the offline origin; red-4..6 stay unconfigured (docs/configuration.md#demo-mode). */
export const DEMO_DEDICATED_MODELS = ['red-1', 'red-2', 'red-3'] as const;
