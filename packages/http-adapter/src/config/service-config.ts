import type { LivePrice, ModelDefinition } from '@secgate/core';

/** One OpenAI-compatible origin (vLLM, Ollama, llama.cpp, OpenRouter, OpenAI, or the built-in offline one). */
export interface OriginConfig {
  /** e.g. `http://127.0.0.1:11434/v1`; `offline:` selects the built-in offline origin of demo mode. */
  baseURL: string;
  /** The environment variable holding the origin's API key (the key itself is never in the file). */
  apiKeyEnv?: string;
  /** The model name sent to the origin; the catalog id when absent. */
  upstreamModel?: string;
  /** Most calls in flight to this origin at once; absent: no cap (docs/configuration.md#concurrency-per-origin). */
  maxInFlight?: number;
  /** With a cap, most calls waiting for it; absent: no bound. A call that finds the line full is refused before its hold. */
  maxQueued?: number;
}

/**
 * The service's whole configuration, after defaults and environment overrides (see
 * loadServiceConfig). Durations are milliseconds.
 */
export interface ServiceConfig {
  models: ModelDefinition[];
  /** The shared route (every Blue model) and the dedicated route of each Red model, by model id. */
  routes: { shared: OriginConfig | null; dedicated: Record<string, OriginConfig> };
  probe: { enabled: boolean; intervalMs: number; timeoutMs: number };
  freeRequestsPerDay: number;
  /** GiB a principal without a plan stores free before storage is charged (docs/billing.md#storage-and-egress). */
  freeStorageGiB: number;
  syncWaitMs: number;
  heartbeatMs: number;
  /** How long after a job ends an identical request still re-attaches to it. */
  jobRetentionMs: number;
  /**
   * How long an ended job is kept for the principal's request history (counted as stored bytes),
   * never less than jobRetentionMs; a principal whose storage balance is short keeps its jobs for
   * jobRetentionMs only (docs/billing.md#when-the-storage-balance-is-empty).
   */
  jobHistoryMs: number;
  /**
   * How long a stopping process waits for the answers, streams and upstream calls in flight
   * before it cuts them (docs/operations.md#stopping).
   */
  shutdownDrainMs: number;
  leaseMs: number;
  sweepIntervalMs: number;
  /** Upstream call timeout; a job that runs past it fails. */
  upstreamTimeoutMs: number;
  /** The largest body of a signed-in caller (a chat request at the input ceiling fits). */
  bodyLimitBytes: number;
  /** The largest body anyone may send without signing in (calculators, public MCP, provider deliveries). */
  publicBodyLimitBytes: number;
  /** Requests per principal per minute on protected routes; 0 switches the limit off. */
  rateLimitPerMinute: number;
  /** Requests per client address per minute on the routes that need no credential; 0 switches the limit off. */
  publicRateLimitPerMinute: number;
  /** Proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  aupVersion: string;
  webhook: { secret: string | null; toleranceSeconds: number };
  ekyc: { urlTemplate: string | null; secret: string | null };
  /** Host names the MCP endpoint accepts (Host and Origin checks). */
  publicHosts: string[];
  /**
   * `GET /metrics`: with a token, only `Authorization: Bearer <token>` reads it (from anywhere,
   * loopback included); without one, only loopback clients do.
   */
  metrics: { token: string | null };
  /** The console and browser sessions (docs/console.md). */
  console: ConsoleConfig;
  /** What the billing page sells and where automatic recharge asks (docs/console.md#payment-processor). */
  payments: PaymentsConfig;
  /** The operator's guard model behind the rules (docs/guardrails.md#guard-models); null: the rules alone. */
  guardModel: GuardModelConfig | null;
}

/**
 * A guard model: a Llama Guard model behind any OpenAI-compatible server (`llama-guard`, asked
 * with /v1/chat/completions), or an endpoint shaped like OpenAI's /v1/moderations (`moderation`).
 */
export interface GuardModelConfig {
  protocol: 'llama-guard' | 'moderation';
  /** e.g. `http://127.0.0.1:8001/v1` (vLLM) or `http://127.0.0.1:11434/v1` (Ollama). */
  baseURL: string;
  /** The model name the server knows, e.g. `meta-llama/Llama-Guard-3-8B` or `llama-guard3:8b`. */
  model: string;
  /** The key, read at start from the environment variable the file names; none: no key is sent. */
  apiKey: string | null;
  /** How long one question may take before the guard model counts as unavailable. */
  timeoutMs: number;
  /** When the guard model cannot be asked: refuse (`block`, the default) or let the rules decide (`allow`). */
  onUnavailable: 'block' | 'allow';
  /** Whether the model's answers are asked about too (the answer check), besides the requests. */
  checkAnswers: boolean;
}

/**
 * The payment processor as the billing page and automatic recharge use it. Only SKUs with a live
 * price here are sold; with none, nothing is, and the page says so.
 */
export interface PaymentsConfig {
  /** The processor's name as the page shows it ("Stripe"); null: none configured. */
  processor: string | null;
  /** Live prices by SKU id (catalog ids only: `credits-100`, `plan-pro`, ...). */
  prices: Readonly<Record<string, LivePrice>>;
  /** The price that sells free-form deposits of 10 to 1,000 dollars; null: no deposits. */
  deposit: LivePrice | null;
  /** Where automatic recharge sends its signed requests; null: automatic recharge is not offered. */
  recharge: RechargeEndpointConfig | null;
}

/** The processor's (or a billing bridge's) endpoint that turns a recharge request into a charge. */
export interface RechargeEndpointConfig {
  url: string;
  /** Signs each request (`Webhook-Signature`), read from the environment variable the file names. */
  secret: string;
  /** At most one request per principal per this many milliseconds. */
  intervalMs: number;
  /** How long one request may take before it is recorded as failed. */
  timeoutMs: number;
}

/** Where browsers reach the service, and how long their sessions last. */
export interface ConsoleConfig {
  /**
   * The service's origin as browsers see it, e.g. `https://secgate.example.org` (no path). Sign-in
   * links are made on it, cookies are `Secure` and `__Host-` when it is https, and a
   * cookie-authenticated request that changes state must come from it. Null: the address the
   * server listens on (`http://127.0.0.1:8080`), for use on one machine.
   */
  publicUrl: string | null;
  /** A session ends after `idleMs` without use and `absoluteMs` after sign-in. */
  session: { idleMs: number; absoluteMs: number };
  /** Sign-in with an OpenID Connect provider; null: one-time links only. */
  oidc: OidcConfig | null;
}

/** An OpenID Connect provider (Keycloak, Entra ID, Okta, Google, ...) and who may sign in with it. */
export interface OidcConfig {
  /** The issuer URL exactly as the provider names itself; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  /** The client secret, read at start from the environment variable the file names (never in the file). */
  clientSecret: string;
  /** The button's words: "Sign in with <name>". */
  name: string;
  /** Scopes asked for; `openid` is always among them. */
  scopes: string[];
  /** When set, a first sign-in needs a verified email in one of these domains. */
  allowedEmailDomains: string[] | null;
  /** When true, only identities linked with `secgate admin principal link` sign in. */
  linkedOnly: boolean;
}
