import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED, T0, grantCredit, newJob, newPrincipal, paidJob, succeeded, uid } from './contract/fixtures.test-support.js';
import { openPgliteExecutor } from './pglite-executor.js';
import type { SqlExecutor } from './sql-executor.js';
import { createSqlStore } from './sql-store.js';
import type { Store } from './store.js';

describe('group commit of the hot path', () => {
  let store: Store;
  let transactions = 0;
  /** Calls to the database inside transactions: every one costs on PGlite. */
  let calls = 0;
  const countingCalls = (tx: SqlExecutor): SqlExecutor => ({
    ...tx,
    query: (text, params) => (calls++, tx.query(text, params)),
    pipeline: (statements) => (calls++, tx.pipeline(statements)),
    commitWith: (statements) => (calls++, tx.commitWith(statements)),
  });
  beforeAll(async () => {
    const executor = await openPgliteExecutor();
    const counting: SqlExecutor = {
      ...executor,
      transaction: (fn) => {
        transactions += 1;
        return executor.transaction((tx) => fn(countingCalls(tx)));
      },
    };
    store = createSqlStore(counting);
    await store.migrate();
  });
  afterAll(() => store.close());

  it('the reservations of one turn commit in one transaction, and their settlements in one more', async () => {
    const id = await newPrincipal(store);
    await grantCredit(store, id, 1_000_000);
    transactions = 0;
    calls = 0;
    const created = await Promise.all(Array.from({ length: 40 }, (_, i) => store.createJob(i % 2 === 0 ? newJob(id) : paidJob(id, 1000))));
    expect(transactions).toBe(1);
    // Reads with BEGIN, then writes with COMMIT.
    expect(calls).toBe(2);
    expect(created.every((outcome) => outcome.kind === 'created')).toBe(true);

    transactions = 0;
    calls = 0;
    const jobs = created.flatMap((outcome) => (outcome.kind === 'created' ? [outcome.job] : []));
    const ended = await Promise.all(
      jobs.map((job, i) =>
        store.finishJob({
          job,
          owner: 'runner-a',
          receiptId: uid('rcpt'),
          outcome: i % 3 === 0 ? FAILED : succeeded(700),
          now: T0 + 5,
        }),
      ),
    );
    expect(transactions).toBe(1);
    // BEGIN, the settlement and COMMIT travel together.
    expect(calls).toBe(1);
    expect(ended.map((job) => job?.status)).toEqual(created.map((_, i) => (i % 3 === 0 ? 'failed' : 'succeeded')));
  });

  it('a reservation asked while a batch commits goes into the next batch, and is answered after it commits', async () => {
    const id = await newPrincipal(store);
    transactions = 0;
    const first = store.createJob(newJob(id));
    const second = first.then(() => store.createJob(newJob(id)));
    const [a, b] = await Promise.all([first, second]);
    expect(transactions).toBe(2);
    for (const outcome of [a, b]) {
      expect(outcome.kind).toBe('created');
      if (outcome.kind === 'created') expect(await store.getJob(outcome.job)).toEqual(outcome.job);
    }
  });

  it('close waits for what is queued to commit', async () => {
    const id = await newPrincipal(store);
    const pending = store.createJob(newJob(id));
    const executor = await openPgliteExecutor();
    const other = createSqlStore(executor);
    await other.migrate();
    const otherId = await newPrincipal(other);
    const queued = other.createJob(newJob(otherId));
    await other.close();
    expect((await queued).kind).toBe('created');
    expect((await pending).kind).toBe('created');
  });
});
