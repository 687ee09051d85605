import type { Clock, Ids, Store } from '@secgate/store';
import type { Logger } from 'pino';
import type { AutoRecharge } from '../billing/auto-recharge.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { GuardModel } from '../guardrails/guard-model.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Upstreams } from '../upstream/upstreams.js';

/** The configuration the completion path reads: admission's catalog and AUP, the free tier, jobs' timings. */
export type CompletionConfig = Pick<
  ServiceConfig,
  'models' | 'aupVersion' | 'freeRequestsPerDay' | 'jobRetentionMs' | 'jobHistoryMs' | 'leaseMs' | 'sweepIntervalMs'
>;

/**
 * What the completion path works with, and nothing else: each of its functions takes the part it
 * needs. The app's dependencies (AppDeps) include these, so a route passes its own.
 */
export interface CompletionDeps {
  store: Store;
  upstreams: Upstreams;
  config: CompletionConfig;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  metrics: Metrics;
  /** Told of every settlement that charged money (automatic recharge); none: nothing is told. */
  recharges?: AutoRecharge;
  /** The operator's guard model behind the rules (docs/guardrails.md#guard-models); none: the rules alone. */
  guardModel?: GuardModel;
}
