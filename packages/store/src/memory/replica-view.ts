import type { JobKey } from '@secgate/core';
import type { AppliedBatch, BatchRequest } from '../apply-batch.js';
import type { QuotaReadName } from '../reservation-reads.js';
import type { NewJob } from '../store.js';
import { ReservationView } from './reservation-view.js';

/**
 * The rows a reservation reads, as this process last saw them, so that a batch can be decided
 * without reading them first: on a PostgreSQL database that several replicas share, one round
 * trip (the writes and COMMIT) instead of two. docs/architecture.md#the-money-path.
 *
 * Other replicas write too, so what memory holds may be out of date; nothing here has to be
 * right for the money to be. Every job is assumed new, and the batch's writes re-check every
 * assumption its decisions rest on, in the same transaction: the unique job key, the balance, the
 * day's free requests, the credential. When one no longer holds, the batch fails before COMMIT
 * and is decided again on the rows it reads (`failed` forgets what memory had). A refusal is never
 * decided from memory. What memory can do wrong is only cost a round trip.
 */
export class ReplicaView {
  /** True when memory is exact: this process is the database's only writer (OwnerView). */
  readonly exact: boolean = false;
  readonly reservations = new ReservationView();

  /** The rows the batch's reservations would read, when memory has them all; else null. */
  knownRows(batch: readonly BatchRequest[]): Record<QuotaReadName, unknown[]> | null {
    const jobs = reservationsOf(batch);
    if (jobs.length === 0 || !this.mayBeNew(jobs)) return null;
    return this.reservations.rowsFor(jobs, Math.max(...jobs.map((job) => job.now)));
  }

  /** A batch committed: what it settled, read and created. */
  committed(batch: readonly BatchRequest[], applied: AppliedBatch): void {
    this.reservations.settled(applied.finishes, applied.ended);
    if (applied.reads) this.reservations.learn(reservationsOf(batch), applied.reads, applied.created);
    else this.reservations.reserved(applied.created);
    this.reservations.forget(applied.expireAfterCommit.principalIds);
  }

  /** A batch failed: what memory counted for its principals may not have happened. */
  failed(batch: readonly BatchRequest[]): void {
    this.reservations.forget(batch.map((request) => (request.kind === 'reserve' ? request.input.principalId : request.input.job.principalId)));
  }

  /** Ended jobs were deleted: nothing to forget here (every job is assumed new). */
  jobsPurged(keys: readonly JobKey[]): void {}

  /** Whether every job may be new; on a shared database the insert's unique key is the check. */
  protected mayBeNew(jobs: readonly NewJob[]): boolean {
    return true;
  }
}

export function reservationsOf(batch: readonly BatchRequest[]): NewJob[] {
  return batch.flatMap((request) => (request.kind === 'reserve' ? [request.input] : []));
}
