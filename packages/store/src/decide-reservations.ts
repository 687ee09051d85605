import { decideHoldOf, hasOutlivedRetention } from '@secgate/core';
import { toIntOrNull } from './db-values.js';
import { createdJob } from './insert-jobs.js';
import { freeKey, type QuotaState } from './quota-state.js';
import { ReservationWrites } from './reservation-writes.js';
import { jobFromRow } from './row-mapping.js';
import type { CreateJobOutcome, NewJob, StoredJob } from './store.js';

/**
 * The decisions of a batch of reservations, in arrival order, each as if its request had reached
 * the database alone: re-attach to an existing job, refuse a stale credential, or core's
 * decideHoldOf on the quota left by the requests before it. `state` is updated as it goes; the
 * writes carry out the decisions (reservation-writes.ts).
 */
export function decideReservations(jobs: readonly NewJob[], state: QuotaState): { outcomes: CreateJobOutcome[]; writes: ReservationWrites } {
  const outcomes: CreateJobOutcome[] = [];
  const writes = new ReservationWrites();
  const pending = new Map<string, StoredJob>();

  for (const job of jobs) {
    // A revoked token re-attaches to nothing either.
    if (job.credential && !state.credentialHolds(job)) {
      outcomes.push({ kind: 'stale' });
      continue;
    }
    const createdBefore = pending.get(job.jobId);
    if (createdBefore) {
      outcomes.push({ kind: 'exists', job: createdBefore });
      continue;
    }
    const prior = state.jobs.get(job.jobId);
    if (prior && !hasOutlivedRetention(prior.status, toIntOrNull(prior.finished_at, 'jobs.finished_at'), job.now, job.retentionMs)) {
      outcomes.push({ kind: 'exists', job: jobFromRow(prior) });
      continue;
    }
    const account = state.account(job.principalId);
    const dayKey = freeKey(job.principalId, job.utcDay);
    const freeUsed = state.freeUsed.get(dayKey) ?? 0;
    const decision = decideHoldOf(
      {
        freeRequestsPerDay: job.freeRequestsPerDay,
        freeRequestsUsedToday: freeUsed,
        paidAvailableMicroUSD: account.available,
        holdsPaidCredit: account.granted > 0,
      },
      job.paidHoldMicroUSD,
      job.now,
    );
    if (!decision.ok) {
      const code = decision.error.body.error.code;
      outcomes.push({
        kind: 'refused',
        reason: code === 'free-quota-exhausted' ? 'free-quota-exhausted' : 'insufficient-balance',
        availableMicroUSD: Math.max(0, account.available),
      });
      continue;
    }
    const { billing, amountMicroUSD } = decision.hold;
    if (billing === 'free') {
      state.freeUsed.set(dayKey, freeUsed + 1);
      writes.takeFree(job.principalId, job.utcDay, job.freeRequestsPerDay);
    } else {
      account.available -= amountMicroUSD;
      writes.hold(job.principalId, amountMicroUSD);
    }
    if (prior) writes.replace(prior);
    const created = createdJob(job, billing, amountMicroUSD);
    pending.set(job.jobId, created);
    writes.insert(created);
    outcomes.push({ kind: 'created', job: created });
  }
  return { outcomes, writes };
}
