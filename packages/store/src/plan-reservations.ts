import { decideReservations, jobKeyString } from '@secgate/core';
import { createdJob } from './insert-jobs.js';
import { reservationReads, type QuotaReadName } from './reservation-reads.js';
import { ReservationWrites } from './reservation-writes.js';
import { jobFromRow } from './row-mapping.js';
import type { CreateJobOutcome, NewJob, StoredJob } from './store.js';

/**
 * A batch of reservations carried out as core decides them (decideReservations, on the rows its
 * reads found, or on the rows memory knows): each decision becomes the outcome its caller is
 * answered with, and the writes that make it so (reservation-writes.ts). Nothing is decided here.
 */
export function planReservations(
  jobs: readonly NewJob[],
  rows: Record<QuotaReadName, unknown[]>,
  from: ReservationWrites['from'],
): { outcomes: CreateJobOutcome[]; writes: ReservationWrites } {
  const { state, jobRows } = reservationReads(rows);
  const decisions = decideReservations(jobs, state);
  const writes = new ReservationWrites(from, Math.max(...jobs.map((job) => job.now)));
  const created = new Map<string, StoredJob>();

  const outcomes = jobs.map((job, i): CreateJobOutcome => {
    const decision = decisions[i];
    const key = jobKeyString(job);
    switch (decision?.kind) {
      case 'stale':
        return { kind: 'stale' };
      case 'refused':
        return { kind: 'refused', error: decision.error };
      case 'reattach':
        return { kind: 'exists', job: decision.to === 'batch' ? found(created.get(key)) : jobFromRow(found(jobRows.get(key))) };
      case 'reserve': {
        const { billing, amountMicroUSD } = decision.hold;
        if (billing === 'free') writes.takeFree(job.principalId, job.utcDay, job.freeRequestsPerDay);
        else writes.hold(job.principalId, amountMicroUSD);
        if (decision.replacesStored) writes.replace(found(jobRows.get(key)));
        if (job.credential) writes.credential(job.credential.tokenId, job.principalId, job.credential.principalVersion);
        const fresh = createdJob(job, billing, amountMicroUSD);
        created.set(key, fresh);
        writes.insert(fresh);
        return { kind: 'created', job: fresh };
      }
      default:
        throw new Error('decideReservations gave no decision for a reservation');
    }
  });
  return { outcomes, writes };
}

/** A job core's decision names: one the reads found or the batch created. */
function found<T>(job: T | undefined): T {
  if (job === undefined) throw new Error('a reservation decision names a job the batch does not have');
  return job;
}
