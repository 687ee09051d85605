/** Every error code with its HTTP status (docs/api.md#errors). */
export const ERROR_STATUS = {
  'invalid-input': 400,
  'dependency-cycle': 400,
  'invalid-request': 400,
  'limit-exceeded': 400,
  'invalid-job-id': 400,
  'invalid-query': 400,
  /** A webhook or provider callback whose `Webhook-Signature` is missing, malformed, stale or wrong. */
  'invalid-signature': 400,
  unauthorized: 401,
  'insufficient-balance': 402,
  'guardrail-blocked': 403,
  'requirement-unmet': 403,
  'task-not-permitted': 403,
  forbidden: 403,
  /** A browser-session request that changes state, sent from another origin than the service's own (docs/console.md#sessions). */
  'cross-origin-refused': 403,
  'model-not-found': 404,
  'job-not-found': 404,
  'item-not-found': 404,
  /** No finding by this id in the caller's own ledger (another principal's answers the same). */
  'finding-not-found': 404,
  'not-found': 404,
  'method-not-allowed': 405,
  'idempotency-conflict': 409,
  /** A remediation move its lifecycle does not allow from the state the finding is in (docs/vm.md). */
  'transition-not-allowed': 409,
  'body-too-large': 413,
  'json-required': 415,
  /** The request's header block is over Node's 16 KiB limit: refused before any route sees it. */
  'headers-too-large': 431,
  'free-quota-exhausted': 429,
  'rate-limited': 429,
  internal: 500,
  'inference-failed': 502,
  'route-not-configured': 503,
  /** The model's origin has a bounded line (`maxQueued`) and it is full: refused before any hold, nothing spent. */
  'upstream-queue-full': 503,
  'verification-provider-not-configured': 503,
  /** `POST /v1/billing/webhook` while no webhook secret is configured: nothing can be verified. */
  'webhook-not-configured': 503,
  /** A readiness check fails, or the process is still starting: no work taken yet (docs/operations.md#health). */
  'not-ready': 503,
  /** The process is draining before it stops: no new work (docs/operations.md#stopping). */
  'shutting-down': 503,
  'inference-timeout': 504,
} as const;

/** An error code of the API (docs/api.md#errors); ERROR_STATUS gives its HTTP status. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Why a field could not be read (docs/api.md#field-reasons). */
export const FIELD_REASONS = [
  'required',
  'wrong-type',
  'not-an-allowed-value',
  'out-of-range',
  'invalid-timestamp',
  'unknown-reference',
  'unknown-field',
  'duplicate',
  'too-long',
  'too-many',
  'malformed-json',
] as const;

export type FieldReason = (typeof FIELD_REASONS)[number];
