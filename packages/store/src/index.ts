// @secgate/store: where secgate keeps its state. One `Store` interface with two drivers (embedded
// PGlite and a PostgreSQL server) over the same migrations; it applies the decisions of
// @secgate/core atomically and decides nothing itself (docs/architecture.md#the-store).

// Opening a store and the contract every driver keeps.
export { openStore, readSchemaVersion, type OpenStoreOptions } from './open-store.js';
export { MIGRATION_LOCK_KEY, SCHEMA_VERSION } from './migrations.js';
export { StoreLockedError, type StoreOwner } from './store-dir-lock.js';
export type {
  BillingSnapshot,
  BrowserSession,
  CreateJobOutcome,
  FeedImport,
  FindingCursor,
  FindingFilter,
  FinishJob,
  GuardrailBlockReceipt,
  GuardrailRecord,
  JobHistoryEntry,
  JobHistoryPage,
  JobKind,
  JobOutcome,
  JobPurgeCutoffs,
  NewJob,
  OidcFlow,
  PaidInvoice,
  PrincipalPatch,
  NewRechargeRequest,
  PrincipalRecord,
  QuotaSnapshot,
  Receipt,
  RechargeRequest,
  RechargeState,
  ReceiptKind,
  ReportOutcome,
  RequestCount,
  SessionOrigin,
  StorageDayRecord,
  StorageDayRun,
  StorageDaySummary,
  StorageStatus,
  StoredFinding,
  StoredTransition,
  Store,
  StoredJob,
  TokenHolder,
  TokenRecord,
  TokenUse,
} from './store.js';

// The ports the adapters read time and randomness through.
export { systemClock, type Clock } from './ports/clock.js';
export { randomIds, type Ids } from './ports/ids.js';

// Credentials: what is stored of a token is its hash; ids of principals and tokens.
export { createPersonalAccessToken, hashToken, isWellFormedToken, TOKEN_LENGTH, TOKEN_PREFIX, type CreatedToken } from './credentials/personal-access-token.js';
export { newPrincipalId, newTokenId } from './credentials/principal-id.js';
export { hashBrowserSecret, isWellFormedBrowserSecret, newBrowserSecret } from './credentials/browser-secret.js';

// Granting credit: the one code path, for the webhook and the operator alike.
export {
  applyPaidInvoice,
  MAX_INVOICE_LINES,
  PaidInvoiceEventSchema,
  type ApplyPaidInvoiceInput,
  type InvoiceReceipt,
  type PaidInvoiceEvent,
} from './billing/apply-paid-invoice.js';
