import type { JobKey } from '@secgate/core';
import type { AppliedBatch, BatchRequest } from '../apply-batch.js';
import type { SqlExecutor } from '../sql-executor.js';
import type { NewJob } from '../store.js';
import { JobKeyFilter } from './job-key-filter.js';
import { ReplicaView } from './replica-view.js';

/**
 * What the process that owns the store (the embedded store, under its directory lock) keeps in
 * memory so that a reservation needs no round trip: the rows admission reads, exact because every
 * write goes through this process, and which job keys may exist. docs/architecture.md#the-money-path.
 */
export class OwnerView extends ReplicaView {
  override readonly exact: boolean = true;
  readonly jobKeys = new JobKeyFilter();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: SqlExecutor) {
    super();
  }

  override committed(batch: readonly BatchRequest[], applied: AppliedBatch): void {
    super.committed(batch, applied);
    for (const job of applied.created) this.jobKeys.add(job);
  }

  override jobsPurged(keys: readonly JobKey[]): void {
    for (const key of keys) this.jobKeys.remove(key);
  }

  /** A job memory cannot rule out is looked up by the store, as it always was. */
  protected override mayBeNew(jobs: readonly NewJob[]): boolean {
    if (!this.jobKeys.ready) {
      this.loadJobKeys();
      return false;
    }
    return !jobs.some((job) => this.jobKeys.mayExist(job));
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
