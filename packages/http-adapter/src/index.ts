// The service's public surface: what the CLI wires and what another Node app may embed.

// The app and the process around it.
export { createApp, type CreateAppDeps } from './app/create-app.js';
export type { AppDeps } from './app/app-deps.js';
export { startServer, type RunningServer, type ServerOptions } from './server/start-server.js';
export { createJobRunner, type JobRunner } from './completion/index.js';

// Configuration.
export type {
  ConsoleConfig,
  GuardModelConfig,
  OidcConfig,
  OriginConfig,
  PaymentsConfig,
  RechargeEndpointConfig,
  ServiceConfig,
} from './config/service-config.js';
export { createGuardModel, type GuardModel } from './guardrails/guard-model.js';
export { warmUpGuardrails } from './guardrails/warm-up-guardrails.js';

// Upstream origins.
export { createOpenAIUpstreams, type OpenAIUpstreams } from './upstream/openai-upstreams.js';
export type { UpstreamAnswer, Upstreams } from './upstream/upstreams.js';

// Webhook signatures and observability.
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './billing/webhook-signature.js';
export { createLogger, silentLogger } from './logging/create-logger.js';
export { createMetrics } from './metrics/prometheus-metrics.js';
export type { Metrics } from './metrics/metrics.js';

// Knowledge: the ATT&CK and CWE index, its loading, and where the bundles the CLI manages live.
export { buildKnowledgeIndex } from './knowledge/build-knowledge-index.js';
export type { KnowledgeIndex, KnowledgeSearchHit, KnowledgeSnapshot, KnowledgeSnapshotSource } from './knowledge/knowledge-index.js';
export { loadCweCorpus } from './knowledge/load-cwe-corpus.js';
export { loadKnowledgeCorpora, loadKnowledgeIndex, type KnowledgeLoadOptions, type KnowledgeLoadReport } from './knowledge/load-knowledge-index.js';
export { readAttackBundleFile, parseAttackBundleText, type AttackFileProblem } from './knowledge/read-attack-bundle-file.js';
export { metaPathFor, readAttackBundleMeta, versionFromFileName, type AttackBundleMeta } from './knowledge/attack-bundle-meta.js';
export { attackSnapshotFile, type AttackSnapshotFile } from './knowledge/attack-snapshot-file.js';
export { readShippedAttackSnapshots, shippedSnapshotDir } from './knowledge/shipped-attack-snapshot.js';
export {
  DEFAULT_KNOWLEDGE_DIR,
  attackBundlePathsFromEnv,
  knowledgeDirFrom,
  storedAttackBundlePaths,
  storedBundlePath,
} from './knowledge/knowledge-locations.js';
export { knowledgeRoutes, type KnowledgeRouteDeps } from './routes/knowledge/knowledge-routes.js';
