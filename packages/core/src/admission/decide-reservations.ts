import type { ApiError } from '../errors/api-error.js';
import { hasOutlivedRetention } from '../jobs/has-outlived-retention.js';
import type { JobStatus } from '../jobs/job.js';
import { jobKeyString } from '../jobs/job-key.js';
import { decideHoldOf, type Hold } from './decide-hold.js';
import type { Principal } from './principal.js';
import type { Account } from '../money/account.js';
import { quotaStateOf } from './quota-state.js';

/** One reservation a batch asks for: a job to create with its hold (the store's NewJob has these fields). */
export interface ReservationRequest {
  jobId: string;
  principalId: string;
  /** What the hold is when the request is paid: holdUpperBound of its request. */
  paidHoldMicroUSD: number;
  /** The free-tier day of `now` (utcDayOf) and the principal's free requests per day. */
  utcDay: string;
  freeRequestsPerDay: number;
  retentionMs: number;
  now: number;
  /** The token and principal version admission read from a cache: they must still hold. */
  credential?: { tokenId: string; principalVersion: number };
}

/** What a batch's reads found, as it stands inside the reservation's transaction. */
export interface ReservationState {
  /** The stored jobs with the batch's job keys (principal and id). */
  jobs: readonly { principalId: string; jobId: string; status: JobStatus; finishedAt: number | null }[];
  /** The batch's tokens that are unrevoked, with their principal as it stands. */
  credentials: readonly { tokenId: string; principalId: string; status: Principal['status']; principalVersion: number }[];
  /** The `ai` accounts of the batch's principals; a principal without one holds no credit. */
  accounts: readonly ({ principalId: string } & Account)[];
  /** Free requests used so far, per principal and UTC day; a day without a row used none. */
  freeUsage: readonly { principalId: string; day: string; used: number }[];
}

/** What to do with one reservation. */
export type ReservationDecision =
  /** The cached credential no longer holds (token revoked, principal suspended or changed): nothing is reserved. */
  | { kind: 'stale' }
  /** The job exists: created by an earlier request of this batch, or stored and within retention. Nothing is reserved. */
  | { kind: 'reattach'; to: 'batch' | 'stored' }
  /** The quota stage refused: core's 429 `free-quota-exhausted` or 402 `insufficient-balance`. Nothing is reserved. */
  | { kind: 'refused'; error: ApiError }
  /** Reserve `hold` and create the job; `replacesStored` when a stored job with its id ended past retention. */
  | { kind: 'reserve'; hold: Hold; replacesStored: boolean };

const NO_ACCOUNT: Account = { grantedMicroUSD: 0, spentMicroUSD: 0, reservedMicroUSD: 0 };

/**
 * The decisions of a batch of reservations, one per request in arrival order, each as if its
 * request had reached the database alone: a stale credential refuses (and re-attaches to
 * nothing), a job that exists is re-attached to, else the quota stage (decideHoldOf) decides on
 * the quota the requests before it left. The store carries the decisions out in one transaction.
 */
export function decideReservations(requests: readonly ReservationRequest[], state: ReservationState): ReservationDecision[] {
  const stored = new Map(state.jobs.map((job) => [jobKeyString(job), job]));
  const credentials = new Map(state.credentials.map((credential) => [credential.tokenId, credential]));
  const accounts = new Map<string, Account>(state.accounts.map((account) => [account.principalId, account]));
  const freeUsed = new Map(state.freeUsage.map((usage) => [dayKey(usage.principalId, usage.day), usage.used]));
  const created = new Set<string>();

  return requests.map((request): ReservationDecision => {
    if (request.credential) {
      const found = credentials.get(request.credential.tokenId);
      const holds =
        found !== undefined &&
        found.principalId === request.principalId &&
        found.status === 'active' &&
        found.principalVersion === request.credential.principalVersion;
      if (!holds) return { kind: 'stale' };
    }
    const jobKey = jobKeyString(request);
    if (created.has(jobKey)) return { kind: 'reattach', to: 'batch' };
    const prior = stored.get(jobKey);
    if (prior && !hasOutlivedRetention(prior.status, prior.finishedAt, request.now, request.retentionMs)) {
      return { kind: 'reattach', to: 'stored' };
    }

    const key = dayKey(request.principalId, request.utcDay);
    const used = freeUsed.get(key) ?? 0;
    const account = accounts.get(request.principalId) ?? NO_ACCOUNT;
    const quota = quotaStateOf({ freeRequestsPerDay: request.freeRequestsPerDay, freeRequestsUsedToday: used }, account);
    const decided = decideHoldOf(quota, request.paidHoldMicroUSD, request.now);
    if (!decided.ok) return { kind: 'refused', error: decided.error };

    // What this one takes is no longer there for the requests after it.
    if (decided.hold.billing === 'free') freeUsed.set(key, used + 1);
    else accounts.set(request.principalId, { ...account, reservedMicroUSD: account.reservedMicroUSD + decided.hold.amountMicroUSD });
    created.add(jobKey);
    return { kind: 'reserve', hold: decided.hold, replacesStored: prior !== undefined };
  });
}

function dayKey(principalId: string, day: string): string {
  return `${principalId}\u0000${day}`;
}
