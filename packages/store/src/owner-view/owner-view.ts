import type { JobKey } from '@secgate/core';
import type { AppliedBatch, BatchRequest } from '../apply-batch.js';
import type { QuotaReadName } from '../reservation-reads.js';
import type { SqlExecutor } from '../sql-executor.js';
import { JobKeyFilter } from './job-key-filter.js';
import { ReservationView } from './reservation-view.js';

/**
 * What the process that owns the store (the embedded store, under its directory lock) keeps in
 * memory so that a reservation needs no round trip: the rows admission reads, and which job keys
 * may exist. docs/architecture.md#the-money-path.
 */
export class OwnerView {
  readonly reservations = new ReservationView();
  readonly jobKeys = new JobKeyFilter();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: SqlExecutor) {}

  /** The rows a batch's reservations would read, when memory knows them all and every job is new; else null. */
  knownRows(batch: readonly BatchRequest[]): Record<QuotaReadName, unknown[]> | null {
    const jobs = batch.flatMap((request) => (request.kind === 'reserve' ? [request.input] : []));
    if (jobs.length === 0) return null;
    if (!this.jobKeys.ready) {
      this.loadJobKeys();
      return null;
    }
    if (jobs.some((job) => this.jobKeys.mayExist(job))) return null;
    return this.reservations.rowsFor(jobs, Math.max(...jobs.map((job) => job.now)));
  }

  /** A batch committed: what it settled, read and created. */
  committed(batch: readonly BatchRequest[], applied: AppliedBatch): void {
    const jobs = batch.flatMap((request) => (request.kind === 'reserve' ? [request.input] : []));
    this.reservations.settled(applied.finishes, applied.ended);
    if (applied.reads) this.reservations.learn(jobs, applied.reads, applied.created);
    else this.reservations.reserved(applied.created);
    this.reservations.forget(applied.expireAfterCommit.principalIds);
    for (const job of applied.created) this.jobKeys.add(job);
  }

  /** A batch failed: what memory counted for its principals may not have happened. */
  failed(batch: readonly BatchRequest[]): void {
    this.reservations.forget(batch.map((request) => (request.kind === 'reserve' ? request.input.principalId : request.input.job.principalId)));
  }

  jobsPurged(keys: readonly JobKey[]): void {
    for (const key of keys) this.jobKeys.remove(key);
  }

  /** Reads the stored job keys once, in the background; until then reservations read the store. */
  private loadJobKeys(): void {
    this.loading ??= this.db
      .query<{ principal_id: string; id: string }>('SELECT principal_id, id FROM jobs')
      .then(({ rows }) => this.jobKeys.load(rows.map((row) => ({ principalId: row.principal_id, jobId: row.id }))))
      .catch(() => {
        this.loading = undefined; // tried again at the next reservation
      });
  }
}
