import { jobKeyString } from '@secgate/core';
import type { BatchRequest } from '../apply-batch.js';
import type { CreateJobOutcome } from '../store.js';

/** A request of a group commit's batch, with the way to answer its caller. */
type Answerable = BatchRequest & { resolve: (result: unknown) => void };

/**
 * The reservations answered before their COMMIT, and the promise of each one's durability, which
 * its settlement awaits. Only created chat jobs are answered early: a job-API job is answered 202
 * only once durable, so a job its client was told about outlives a crash.
 */
export function createEarlyAnswers() {
  const pending = new Map<string, { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }>();
  return {
    answer<Item extends Answerable>(batch: readonly Item[], outcomes: readonly CreateJobOutcome[], answered: Set<Item>) {
      const reservations = batch.filter((item) => item.kind === 'reserve');
      reservations.forEach((item, i) => {
        const outcome = outcomes[i];
        if (outcome?.kind !== 'created' || outcome.job.kind !== 'chat') return;
        let settle = { resolve: () => undefined as void, reject: (_error: unknown) => undefined as void };
        const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
        promise.catch(() => undefined); // awaited by the settlement, if the job gets that far
        pending.set(jobKeyString(outcome.job), { promise, ...settle });
        answered.add(item);
        item.resolve(outcome);
      });
    },
    committed(answered: ReadonlySet<Answerable>) {
      for (const item of answered) this.take(item)?.resolve();
    },
    failed(answered: ReadonlySet<Answerable>, error: unknown) {
      for (const item of answered) this.take(item)?.reject(error);
    },
    take(item: Answerable) {
      if (item.kind !== 'reserve') return undefined;
      const key = jobKeyString(item.input);
      const entry = pending.get(key);
      pending.delete(key);
      return entry;
    },
    durable: (key: string) => pending.get(key)?.promise,
  };
}
