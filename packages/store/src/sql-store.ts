import { applyInvoice, billingSnapshot, quotaSnapshot } from './billing-queries.js';
import { createGroupCommit } from './group-commit.js';
import type { ReplicaView } from './memory/replica-view.js';
import { claimJob, countJobsByStatus, getJob, purgeEndedJobs, renewLeases, requeueExpiredJobs, staleQueuedJobs } from './job-queries.js';
import { getJobHistoryEntry, listJobHistory } from './job-history.js';
import { expireLots } from './lot-expiry.js';
import { migrate, schemaVersion } from './migrations.js';
import { createPrincipal, createToken, getPrincipal, principalByTokenHash, putScope, revokeToken, updatePrincipal } from './principal-queries.js';
import { linkIdentity, principalIdByIdentity } from './identity-queries.js';
import { createOidcFlow, purgeOidcFlows, takeOidcFlow } from './oidc-flow-queries.js';
import { addRequestCounts } from './rate-queries.js';
import { meterAllPrincipals } from './metering/meter-all-principals.js';
import { sampleStorage } from './metering/sample-storage.js';
import { storageStatus } from './metering/storage-status.js';
import { listTokens, recordTokenUses, revokeTokenOf } from './token-queries.js';
import { getReceipt, listReceipts, recordGuardrailBlock } from './receipt-queries.js';
import { usageByDay } from './usage-query.js';
import { importFeed } from './vm/feed-imports.js';
import { getFinding, listFindings } from './vm/ledger-reads.js';
import { moveFinding, recordFindings } from './vm/ledger-writes.js';
import { claimRecharge, getRechargeState, listRechargeRequests, recordRechargeOutcome, setRecharge } from './recharge-queries.js';
import { createSession, purgeSessions, recordSessionUse, revokeSession, revokeSessionsOf, sessionByHash } from './session-queries.js';
import { createSignInLink, purgeSignInLinks, redeemSignInLink } from './sign-in-link-queries.js';
import type { SqlExecutor } from './sql-executor.js';
import type { Store } from './store.js';

export interface SqlStoreOptions {
  /**
   * The rows reservations read, kept in memory (docs/architecture.md#the-money-path): decided from
   * memory when it has them. An exact view (OwnerView) also means this process is the database's
   * only client (the embedded store, under its directory lock): chat jobs are answered before
   * their COMMIT, and space is reclaimed on request (PGlite has no autovacuum, so reclaimSpace
   * runs VACUUM).
   */
  memory?: ReplicaView;
}

/**
 * The Store on any SqlExecutor. Both drivers get exactly this SQL; the queries live in files named
 * after their concern, and this only binds them to one executor. The hot path's writes (createJob,
 * finishJob) go through one group commit per store.
 */
export function createSqlStore(db: SqlExecutor, options: SqlStoreOptions = {}): Store {
  const { memory } = options;
  const hotWrites = createGroupCommit(db, memory ? { memory } : {});
  // Every write that may move a principal's money or credentials, other than the hot path's own,
  // runs under memory's guard, so that what it holds of them stays right (memory/).
  const guarded = <T>(principals: readonly string[] | 'all', write: () => Promise<T>) => (memory ? memory.reservations.guard(principals, write) : write());
  return {
    migrate: async () => {
      await migrate(db);
    },
    schemaVersion: () => schemaVersion(db),
    async close() {
      await hotWrites.drain();
      await db.close();
    },

    createPrincipal: (input) => createPrincipal(db, input),
    getPrincipal: (id) => getPrincipal(db, id),
    updatePrincipal: (id, patch) => guarded([id], () => updatePrincipal(db, id, patch)),
    putScope: (principalId, scope) => guarded([principalId], () => putScope(db, principalId, scope)),
    createToken: (input) => createToken(db, input),
    revokeToken: (id, now) => guarded('all', () => revokeToken(db, id, now)),
    principalByTokenHash: (tokenHash) => principalByTokenHash(db, tokenHash),
    listTokens: (principalId) => listTokens(db, principalId),
    revokeTokenOf: (principalId, tokenId, now) => guarded([principalId], () => revokeTokenOf(db, principalId, tokenId, now)),
    recordTokenUses: (uses) => recordTokenUses(db, uses),

    createSession: (input) => createSession(db, input),
    sessionByHash: (idHash) => sessionByHash(db, idHash),
    recordSessionUse: (idHash, now) => recordSessionUse(db, idHash, now),
    revokeSession: (idHash, now) => revokeSession(db, idHash, now),
    revokeSessionsOf: (principalId, now) => revokeSessionsOf(db, principalId, now),
    createSignInLink: (input) => createSignInLink(db, input),
    redeemSignInLink: (tokenHash, now) => redeemSignInLink(db, tokenHash, now),
    linkIdentity: (input) => linkIdentity(db, input),
    principalIdByIdentity: (issuer, subject) => principalIdByIdentity(db, issuer, subject),
    createOidcFlow: (input) => createOidcFlow(db, input),
    takeOidcFlow: (stateHash, now) => takeOidcFlow(db, stateHash, now),
    purgeSignInState: async (cutoffs) =>
      (await purgeSessions(db, cutoffs.sessionsLastSeenBefore)) +
      (await purgeSignInLinks(db, cutoffs.linksExpiredBefore)) +
      (await purgeOidcFlows(db, cutoffs.linksExpiredBefore)),

    // A balance read writes only when an expiry pass is due (auto-recharge reads after every charge).
    quotaSnapshot: (principalId, utcDay, now) => quotaSnapshot(db, principalId, utcDay, now, (write) => guarded([principalId], write)),
    billingSnapshot: (principalId, now) => guarded([principalId], () => billingSnapshot(db, principalId, now)),
    applyInvoice: (invoice) => guarded([invoice.principalId], () => applyInvoice(db, invoice)),
    expireLots: (now) => guarded('all', () => expireLots(db, now)),
    listReceipts: (principalId, limit) => listReceipts(db, principalId, limit),
    usageByDay: (principalId, fromMs, toMs) => usageByDay(db, principalId, fromMs, toMs),

    getRechargeState: (principalId) => getRechargeState(db, principalId),
    setRecharge: (principalId, setting, now) => guarded([principalId], () => setRecharge(db, principalId, setting, now)),
    claimRecharge: (request) => claimRecharge(db, request),
    recordRechargeOutcome: (id, outcome) => recordRechargeOutcome(db, id, outcome),
    listRechargeRequests: (principalId, limit) => listRechargeRequests(db, principalId, limit),

    recordFindings: (principalId, reports, now, newId) => recordFindings(db, principalId, reports, now, newId),
    listFindings: (principalId, filter, limit, after) => listFindings(db, principalId, filter, limit, after),
    getFinding: (principalId, findingId) => getFinding(db, principalId, findingId),
    transitionFinding: (principalId, findingId, request) => moveFinding(db, principalId, findingId, request),
    importFeed: (read, id, now) => importFeed(db, read, id, now),

    getJob: (key) => getJob(db, key),
    listJobHistory: (principalId, filter, limit, after) => listJobHistory(db, principalId, filter, limit, after),
    getJobHistoryEntry: (principalId, jobId) => getJobHistoryEntry(db, principalId, jobId),
    createJob: (job) => hotWrites.reserve(job),
    claimJob: (key, owner, leaseUntil, now) => claimJob(db, key, owner, leaseUntil, now),
    renewLeases: (owner, leaseUntil) => renewLeases(db, owner, leaseUntil),
    finishJob: (input) => hotWrites.settle(input),
    requeueExpiredJobs: (now) => requeueExpiredJobs(db, now),
    staleQueuedJobs: (createdBefore) => staleQueuedJobs(db, createdBefore),
    async purgeEndedJobs(cutoffs) {
      const purged = await purgeEndedJobs(db, cutoffs);
      memory?.jobsPurged(purged);
      return purged.length;
    },
    reclaimSpace: () => (memory?.exact ? db.exec('VACUUM') : Promise.resolve()),
    recordGuardrailBlock: (input) => recordGuardrailBlock(db, input),
    getReceipt: (receiptId) => getReceipt(db, receiptId),
    countJobsByStatus: () => countJobsByStatus(db),

    sampleStorage: (hourStart, now) => sampleStorage(db, hourStart, now),
    meterStorageDay: (run) => meterAllPrincipals(db, run, (principalId, write) => guarded([principalId], write)),
    storageStatus: (principalId) => storageStatus(db, principalId),

    addRequestCounts: (counts) => addRequestCounts(db, counts),
  };
}
