import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.js';
import type { ClientLimiter } from '../auth/client-rate-limit.js';
import type { RequestCounter } from '../auth/request-counter.js';
import type { TokenUseRecorder } from '../auth/token-use-recorder.js';
import type { Metrics } from '../metrics/metrics.js';
import type { AutoRecharge } from '../billing/auto-recharge.js';
import type { Clock, Ids, Store } from '@secgate/store';
import type { Upstreams } from '../upstream/upstreams.js';
import type { GuardModel } from '../guardrails/guard-model.js';

/** Everything the app factory takes: the app itself holds no global state. */
export interface AppDeps {
  store: Store;
  upstreams: Upstreams;
  config: ServiceConfig;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  metrics: Metrics;
  /** The per-principal request counts of the rate limit (createRequestCounter). */
  requests: RequestCounter;
  /** The per-address limit of the routes anyone may call (createClientLimiter). */
  clients: ClientLimiter;
  /** When each token was last used, written in batches (createTokenUseRecorder). */
  tokenUses: TokenUseRecorder;
  /** Automatic recharge after charged settlements (createAutoRecharge). */
  recharges: AutoRecharge;
  /** The operator's guard model (createGuardModel), when `guardrails.guardModel` is configured. */
  guardModel?: GuardModel;
  /** The knowledge index (CWE plus loaded ATT&CK bundles); without it one of the shipped ATT&CK snapshot and CWE is built on first use. */
  knowledge?: KnowledgeIndex;
}
