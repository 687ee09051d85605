import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY0, DAY_MS, T0, grantCredit, newPrincipal, paidJob } from '../contract/fixtures.test-support.js';
import { migrate } from '../migrations.js';
import { openPgliteExecutor } from '../pglite-executor.js';
import type { SqlExecutor } from '../sql-executor.js';
import { createSqlStore } from '../sql-store.js';
import type { Store } from '../store.js';
import { OwnerView } from './owner-view.js';

describe('what the owner view keeps across other calls', () => {
  let db: SqlExecutor;
  let view: OwnerView;
  let store: Store;
  beforeAll(async () => {
    db = await openPgliteExecutor();
    await migrate(db);
    view = new OwnerView(db);
    store = createSqlStore(db, { memory: view });
  });
  afterAll(() => store.close());

  // Job-API reservations are answered after their COMMIT, when the view has learned from them.
  it('keeps an account through a balance read that writes nothing (auto-recharge reads after every charge)', async () => {
    const id = await newPrincipal(store);
    await grantCredit(store, id, 100_000);
    expect((await store.createJob(paidJob(id, 1_000, { kind: 'api' }))).kind).toBe('created');
    const before = view.reservations.accountOf(id);
    expect(before).toEqual({ granted: 100_000, spent: 0, reserved: 1_000 });
    await store.quotaSnapshot(id, DAY0, T0);
    expect(view.reservations.accountOf(id)).toEqual(before);
  });

  it('forgets an account when a balance read runs its expiry pass, and decides the next reservation on what is left', async () => {
    const id = await newPrincipal(store);
    await grantCredit(store, id, 5_000, T0 + DAY_MS);
    await grantCredit(store, id, 2_000, T0 + 30 * DAY_MS);
    expect((await store.createJob(paidJob(id, 1_000, { kind: 'api' }))).kind).toBe('created');
    expect(view.reservations.accountOf(id)).toBeDefined();

    const later = T0 + 2 * DAY_MS;
    const { ai } = await store.quotaSnapshot(id, DAY0, later);
    expect(view.reservations.accountOf(id)).toBeUndefined();
    // 7,000 granted, 1,000 held; the first lot's 5,000 expired except what the hold still keeps.
    const available = ai.grantedMicroUSD - ai.spentMicroUSD - ai.reservedMicroUSD;
    expect(available).toBeLessThan(2_000);
    expect((await store.createJob(paidJob(id, available + 1, { kind: 'chat', now: later }))).kind).toBe('refused');
    expect((await store.createJob(paidJob(id, available, { kind: 'chat', now: later }))).kind).toBe('created');
  });
});
