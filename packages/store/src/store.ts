import type { JobKey, JobStatus, FeedRead, FindingReport, RechargeSetting, ResearchScope, TransitionRequest, GuardrailRecord } from '@secgate/core';
import type { NewRechargeRequest, RechargeRequest, RechargeState } from './recharge-queries.js';
import type {
  BrowserSession,
  OidcFlow,
  PrincipalPatch,
  PrincipalRecord,
  RequestCount,
  SessionOrigin,
  TokenHolder,
  TokenRecord,
  TokenUse,
} from './records/principal-records.js';
import type { BillingSnapshot, GuardrailBlockReceipt, PaidInvoice, QuotaSnapshot, Receipt, ReceiptKind } from './records/billing-records.js';
import type { CreateJobOutcome, FinishJob, JobKind, JobOutcome, NewJob, StoredJob } from './records/job-records.js';

export type {
  BrowserSession,
  OidcFlow,
  PrincipalPatch,
  PrincipalRecord,
  RequestCount,
  SessionOrigin,
  TokenHolder,
  TokenRecord,
  TokenUse,
} from './records/principal-records.js';
export type { BillingSnapshot, GuardrailBlockReceipt, PaidInvoice, QuotaSnapshot, Receipt, ReceiptKind } from './records/billing-records.js';
export type { CreateJobOutcome, FinishJob, JobKind, JobOutcome, NewJob, StoredJob } from './records/job-records.js';
import type { UsageRow } from '@secgate/core';

export type { NewRechargeRequest, RechargeRequest, RechargeState } from './recharge-queries.js';
import type { FeedImport } from './vm/feed-imports.js';
import type { StoredFinding } from './vm/finding-rows.js';
import type { FindingCursor, FindingFilter } from './vm/ledger-reads.js';
import type { ReportOutcome, StoredTransition } from './vm/ledger-writes.js';
import type { JobPurgeCutoffs } from './job-queries.js';
import type { JobHistoryEntry, JobHistoryPage } from './job-history.js';
import type { HistoryCursor, HistoryFilter } from '@secgate/core';
import type { StorageDayRun, StorageDaySummary } from './metering/meter-all-principals.js';
import type { StorageStatus } from './metering/storage-status.js';

export type { JobPurgeCutoffs } from './job-queries.js';
export type { JobHistoryEntry, JobHistoryPage } from './job-history.js';
export type { StorageDayRun, StorageDaySummary } from './metering/meter-all-principals.js';
export type { StorageDayRecord, StorageStatus } from './metering/storage-status.js';

export type { FeedImport } from './vm/feed-imports.js';
export type { GuardrailRecord } from '@secgate/core';
export type { StoredFinding } from './vm/finding-rows.js';
export type { FindingCursor, FindingFilter } from './vm/ledger-reads.js';
export type { ReportOutcome, StoredTransition } from './vm/ledger-writes.js';

/**
 * The one small interface between the service and its database (docs/architecture.md#the-store). Two drivers
 * implement it with the same SQL: embedded PGlite and a PostgreSQL server. Every method that moves
 * money or changes a job is one transaction; the invariants are carried by constraints and
 * conditional updates, never by a read followed by a write. Times are epoch milliseconds.
 */
export interface Store {
  /** Applies the numbered migrations not yet applied; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** The highest migration applied to the database, by this binary or a newer one (a readiness probe's query). */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;

  // Principals and tokens.
  createPrincipal(input: { id: string; label?: string; now: number }): Promise<PrincipalRecord>;
  getPrincipal(id: string): Promise<PrincipalRecord | null>;
  /** Sets the given fields (null clears an optional record); null when there is no such principal. */
  updatePrincipal(id: string, patch: PrincipalPatch): Promise<PrincipalRecord | null>;
  /** Adds or replaces the scope with this id. */
  putScope(principalId: string, scope: ResearchScope): Promise<PrincipalRecord | null>;
  /** Stores only the token's SHA-256 (hex), with the holder's label and expiry (core's TokenExpiry) if any. */
  createToken(input: { id: string; principalId: string; tokenHash: string; now: number; label?: string | null; expiresAt?: number | null }): Promise<void>;
  /** A principal's tokens, newest first, revoked and expired ones included (never their hash). */
  listTokens(principalId: string): Promise<TokenRecord[]>;
  /** Revokes the token only if it is this principal's and live; false otherwise. */
  revokeTokenOf(principalId: string, tokenId: string, now: number): Promise<boolean>;
  /** Moves the tokens' last use forward (the service writes them in batches, not per request). */
  recordTokenUses(uses: readonly TokenUse[]): Promise<void>;
  /** False when no such token or it was already revoked. */
  revokeToken(id: string, now: number): Promise<boolean>;
  /**
   * The principal of an unrevoked token with this hash, or null. An expired token is found too,
   * with its expiry: whether it still works at a given instant is core's isTokenLive, not the store's.
   */
  principalByTokenHash(tokenHash: string): Promise<TokenHolder | null>;

  // Browser sessions, sign-in links and linked identities (docs/console.md).
  /** Stores a new session under the SHA-256 of its id, last used now. */
  createSession(input: { idHash: string; principalId: string; via: SessionOrigin; now: number }): Promise<void>;
  /** The session (revoked or not) and its principal as it is now; core's sessionEndAt decides whether it is valid. */
  sessionByHash(idHash: string): Promise<{ session: BrowserSession; principal: PrincipalRecord } | null>;
  /** Moves a live session's last use forward; false when it is unknown or revoked. */
  recordSessionUse(idHash: string, now: number): Promise<boolean>;
  /** False when the session is unknown or already revoked. */
  revokeSession(idHash: string, now: number): Promise<boolean>;
  /** Revokes every live session of the principal (sign-out everywhere, suspension); answers how many. */
  revokeSessionsOf(principalId: string, now: number): Promise<number>;
  /** Stores a one-time sign-in link under the SHA-256 of its secret. */
  createSignInLink(input: { tokenHash: string; principalId: string; now: number; expiresAt: number }): Promise<void>;
  /** Uses the link and answers its principal id; null when unknown, used or expired (core's isSignInLinkUsable). */
  redeemSignInLink(tokenHash: string, now: number): Promise<string | null>;
  /** Links an OpenID identity to a principal; `taken` when it already signs in another one. */
  linkIdentity(input: { issuer: string; subject: string; principalId: string; email: string | null; now: number }): Promise<'linked' | 'taken'>;
  /** The principal an OpenID identity signs in, or null. */
  principalIdByIdentity(issuer: string, subject: string): Promise<string | null>;
  /** Keeps an OpenID sign-in flow until its callback, under the SHA-256 of its state. */
  createOidcFlow(input: OidcFlow & { stateHash: string; now: number; expiresAt: number }): Promise<void>;
  /** Deletes and answers the flow; null when unknown, already taken or expired (a flow is used once). */
  takeOidcFlow(stateHash: string, now: number): Promise<OidcFlow | null>;
  /** Deletes sessions last used before the first time, and sign-in links and OpenID flows expired before the second; answers how many rows went. */
  purgeSignInState(cutoffs: { sessionsLastSeenBefore: number; linksExpiredBefore: number }): Promise<number>;

  // Money.
  /** What admission needs to decide the hold (docs/architecture.md#money). */
  quotaSnapshot(principalId: string, utcDay: string, now: number): Promise<QuotaSnapshot>;
  /** Lots (live and expired), outstanding holds and the current plan of a principal. */
  billingSnapshot(principalId: string, now: number): Promise<BillingSnapshot>;
  /**
   * Grants the lots of one paid invoice exactly once per event id, in one transaction;
   * `duplicate` when the event was applied before (nothing changes).
   */
  applyInvoice(invoice: PaidInvoice): Promise<'applied' | 'duplicate'>;
  /** Takes the remainder of expired lots out of the balances, never below what holds reserve. */
  expireLots(now: number): Promise<number>;
  /** The principal's latest receipts, newest first. */
  listReceipts(principalId: string, limit: number): Promise<Receipt[]>;
  /** The principal's requests in `[fromMs, toMs)` summed per UTC day, model and outcome (core's UsageRow; storage and egress receipts are no request). */
  usageByDay(principalId: string, fromMs: number, toMs: number): Promise<UsageRow[]>;

  // Automatic recharge (docs/console.md#automatic-recharge).
  /** The setting (on or off is the principal's flag) and the last request time; null for an unknown principal. */
  getRechargeState(principalId: string): Promise<RechargeState | null>;
  /** Sets the flag, the threshold and the SKU in one transaction; false for an unknown principal. */
  setRecharge(principalId: string, setting: RechargeSetting, now: number): Promise<boolean>;
  /** Records a request while recharge is on and nobody asked since `lastRequestedAt` (compare and set); false otherwise. */
  claimRecharge(request: NewRechargeRequest): Promise<boolean>;
  /** What the processor's endpoint answered a pending request. */
  recordRechargeOutcome(id: string, outcome: { status: 'sent' | 'failed'; httpStatus: number | null; at: number }): Promise<void>;
  /** The principal's latest recharge requests, newest first. */
  listRechargeRequests(principalId: string, limit: number): Promise<RechargeRequest[]>;

  // The vulnerability-management ledger (docs/vm.md): each principal sees only its own.
  /** Merges reports (evidence already redacted) into the principal's ledger in one transaction; one outcome per report, in order. */
  recordFindings(principalId: string, reports: readonly FindingReport[], now: number, newId: () => string): Promise<ReportOutcome[]>;
  /** A page of the principal's findings, highest score first, after `after`. */
  listFindings(
    principalId: string,
    filter: FindingFilter,
    limit: number,
    after?: FindingCursor,
  ): Promise<{ findings: StoredFinding[]; next: FindingCursor | null }>;
  /** One of the principal's findings with its history; null when it has none by that id. */
  getFinding(principalId: string, findingId: string): Promise<StoredFinding | null>;
  /** Moves one of the principal's findings along its lifecycle, or says why not. */
  transitionFinding(principalId: string, findingId: string, request: TransitionRequest): Promise<StoredTransition>;
  /** Stores a feed's good rows and scores again the open findings on its CVEs, in one transaction. */
  importFeed(read: FeedRead, id: string, now: number): Promise<FeedImport>;

  // Jobs and receipts.
  /** A job by its key: the same job id under another principal is another job. */
  getJob(key: JobKey): Promise<StoredJob | null>;
  /** A page of the principal's kept jobs with their receipts, newest first, after `after` (docs/console.md#history). */
  listJobHistory(principalId: string, filter: HistoryFilter, limit: number, after?: HistoryCursor): Promise<JobHistoryPage>;
  /** One of the principal's kept jobs with its receipt; null when it has none by that id. */
  getJobHistoryEntry(principalId: string, jobId: string): Promise<JobHistoryEntry | null>;
  /**
   * Reserves the request and inserts its job, running under the caller's lease, in one
   * transaction: a free request of the day while any remain, else a paid hold the balance covers,
   * else a refusal that changes nothing, as core's decideReservations decides on the quota as it
   * is inside that transaction. An existing job with this id is returned instead and nothing is
   * reserved, unless it ended more than `retentionMs` ago, in which case it is replaced by a new run.
   * Concurrent calls are committed together (group commit); each resolves once its own
   * transaction is durable.
   */
  createJob(job: NewJob): Promise<CreateJobOutcome>;
  /** queued -> running under a lease; null when the job is not queued (someone else runs it). */
  claimJob(key: JobKey, owner: string, leaseUntil: number, now: number): Promise<StoredJob | null>;
  /** Extends the lease of every job `owner` runs; returns how many it still held. */
  renewLeases(owner: string, leaseUntil: number): Promise<number>;
  /**
   * Ends a running job held by `owner`, in one transaction: the job's result, the receipt
   * (unique per job run), the spend (capped at the hold) and the hold released; a failed job
   * charges nothing and gives back its free request. Null when the lease was lost. Committed
   * together with concurrent calls, like createJob.
   */
  finishJob(input: FinishJob): Promise<StoredJob | null>;
  /** running jobs whose lease expired go back to queued; returns their keys. */
  requeueExpiredJobs(now: number): Promise<JobKey[]>;
  /**
   * Keys of jobs still queued that were created before `createdBefore`: their creating process
   * died before it could claim them, so a sweeper runs them.
   */
  staleQueuedJobs(createdBefore: number): Promise<JobKey[]>;
  /**
   * Deletes jobs that ended before the history retention, and, for a principal whose storage
   * balance could not pay its latest day, those that ended before the re-attach window; their
   * receipts stay. Answers how many went.
   */
  purgeEndedJobs(cutoffs: JobPurgeCutoffs): Promise<number>;
  /**
   * Makes the space of deleted and updated rows reusable (VACUUM) and updates the row counts the
   * planner estimates from. The embedded store has no autovacuum: without this, purged jobs would
   * never give their space back and the partial job indexes would keep an entry for every job that
   * ever ran. A no-op on PostgreSQL, whose autovacuum does it.
   */
  reclaimSpace(): Promise<void>;
  /** The durable receipt of a guardrail block: no job, no charge. */
  recordGuardrailBlock(input: GuardrailBlockReceipt): Promise<void>;
  getReceipt(receiptId: string): Promise<Receipt | null>;
  countJobsByStatus(): Promise<Record<JobStatus, number>>;

  // Storage and egress metering (docs/billing.md#storage-and-egress).
  /** Samples every principal's stored bytes for the hour starting at `hourStart`, replacing an earlier sample of that hour; answers how many principals store something. */
  sampleStorage(hourStart: number, now: number): Promise<number>;
  /**
   * The daily job for one UTC day (`YYYY-MM-DD`): each principal's storage and egress charged from
   * its storage balance, once per principal and day whichever process runs it, as receipts.
   */
  meterStorageDay(run: StorageDayRun): Promise<StorageDaySummary>;
  /** What the principal stores now and how its storage was last metered. */
  storageStatus(principalId: string): Promise<StorageStatus>;

  // Rate limits.
  /**
   * Adds each count to its principal's fixed window and answers the windows' totals (every
   * process's requests). Older windows of those principals are deleted.
   */
  addRequestCounts(counts: readonly RequestCount[]): Promise<RequestCount[]>;
}
