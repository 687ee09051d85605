import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, aiAccount, grantCredit, newJob, newPrincipal, paidJob, succeeded, uid } from './contract/fixtures.test-support.js';
import { openPgliteExecutor } from './pglite-executor.js';
import type { SqlExecutor } from './sql-executor.js';
import { OwnerView } from './memory/owner-view.js';
import { createSqlStore } from './sql-store.js';
import type { CreateJobOutcome, Store, StoredJob } from './store.js';

/**
 * The embedded store's owner answers a chat reservation once it is decided, before its COMMIT
 * (group-commit.ts). What that must never change: a settlement lands only after its reservation,
 * a job-API job is answered only once durable, and a reservation whose COMMIT fails charges nothing.
 */
describe('answers before the commit, on a store with one owner', () => {
  let store: Store;
  /** While set, a reservation's COMMIT waits for it to resolve, or fails when it rejects. */
  let gate: Promise<void> | undefined;
  beforeAll(async () => {
    const executor = await openPgliteExecutor();
    const gated = (tx: SqlExecutor): SqlExecutor => ({
      ...tx,
      commitWith: async (statements) => {
        // Only a reservation's writes insert a job; a settlement's commit is not held.
        if (gate && statements.some((statement) => statement.text.includes('INSERT INTO jobs'))) await gate;
        return tx.commitWith(statements);
      },
    });
    store = createSqlStore({ ...executor, transaction: (fn) => executor.transaction((tx) => fn(gated(tx))) }, { memory: new OwnerView(executor) });
    await store.migrate();
  });
  afterAll(() => store.close());

  const opened = () => {
    let open = () => undefined as void;
    let fail = (_error: Error) => undefined as void;
    gate = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
    return { open, fail };
  };
  const created = (outcome: CreateJobOutcome): StoredJob => {
    if (outcome.kind !== 'created') throw new Error(`expected a created job, got ${outcome.kind}`);
    return outcome.job;
  };
  const settle = (job: StoredJob, charge: number) =>
    store.finishJob({ job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(charge), now: T0 + 5 });

  it('answers a chat reservation before its commit, and settles it only after', async () => {
    const id = await newPrincipal(store);
    await grantCredit(store, id, 1_000_000);
    const gateOf = opened();
    const job = created(await store.createJob(paidJob(id, 5_000, { kind: 'chat' })));
    let settled = false;
    const settling = settle(job, 3_000).then((ended) => ((settled = true), ended));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    gateOf.open();
    gate = undefined;
    expect((await settling)?.status).toBe('succeeded');
    expect(await aiAccount(store, id)).toMatchObject({ spentMicroUSD: 3_000, reservedMicroUSD: 0 });
  });

  it('answers a job-API reservation only once it is durable', async () => {
    const id = await newPrincipal(store);
    const gateOf = opened();
    let answered = false;
    const creating = store.createJob(newJob(id, { kind: 'api' })).then((outcome) => ((answered = true), outcome));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    gateOf.open();
    gate = undefined;
    const job = created(await creating);
    expect(await store.getJob(job)).toEqual(job);
  });

  it('a reservation whose commit fails leaves nothing: its settlement fails, no charge, and the request can run again', async () => {
    const id = await newPrincipal(store);
    await grantCredit(store, id, 1_000_000);
    const gateOf = opened();
    const request = paidJob(id, 5_000, { kind: 'chat' });
    const job = created(await store.createJob(request));
    gateOf.fail(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    await expect(settle(job, 3_000)).rejects.toThrow(/no space left/);
    gate = undefined;
    expect(await store.getJob(job)).toBeNull();
    expect(await aiAccount(store, id)).toMatchObject({ spentMicroUSD: 0, reservedMicroUSD: 0 });
    const again = created(await store.createJob({ ...request, runId: uid('run') }));
    expect((await settle(again, 3_000))?.status).toBe('succeeded');
    expect(await aiAccount(store, id)).toMatchObject({ spentMicroUSD: 3_000, reservedMicroUSD: 0 });
  });
});
