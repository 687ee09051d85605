import { afterEach, describe, expect, it } from 'vitest';
import { createRunning, newJob, newPrincipal, succeeded, T0 } from './contract/fixtures.test-support.js';
import { openExecutor } from './open-store.js';
import type { SqlExecutor } from './sql-executor.js';
import { OwnerView } from './memory/owner-view.js';
import { createSqlStore } from './sql-store.js';
import type { Store } from './store.js';

const JOBS = 200;
let opened: Store[] = [];
afterEach(async () => {
  for (const store of opened) await store.close();
  opened = [];
});

async function embeddedStore(ownsDatabase: boolean): Promise<{ store: Store; db: SqlExecutor }> {
  const db = await openExecutor('memory:');
  const store = createSqlStore(db, ownsDatabase ? { memory: new OwnerView(db) } : {});
  opened.push(store);
  await store.migrate();
  return { store, db };
}

/**
 * A day: JOBS jobs run to their end, then are purged as the sweeper does once their retention is
 * over. Answers the bytes the jobs table took at its fullest, before the purge.
 */
async function day(store: Store, db: SqlExecutor, principalId: string): Promise<number> {
  for (let i = 0; i < JOBS; i++) {
    const job = await createRunning(store, newJob(principalId));
    await store.finishJob({ job, owner: 'runner-a', receiptId: crypto.randomUUID(), outcome: succeeded(0), now: T0 + 1 });
  }
  const fullest = await jobsBytes(db);
  expect(await store.purgeEndedJobs({ historyBefore: T0 + 2, reattachBefore: T0 + 2 })).toBe(JOBS);
  await store.reclaimSpace();
  return fullest;
}

async function jobsBytes(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ bytes: string | number }>(`SELECT pg_total_relation_size('jobs') AS bytes`);
  return Number(rows[0]?.bytes);
}

describe('reclaimSpace on the embedded store', () => {
  it('lets the jobs of tomorrow reuse the space of the jobs purged today, so the store stops growing', async () => {
    const { store, db } = await embeddedStore(true);
    const principal = await newPrincipal(store);
    const first = await day(store, db, principal);
    // About the same: an index page freed by a VACUUM is reused only after the next one.
    expect(await day(store, db, principal)).toBeLessThan(first * 1.25);
  });

  it('is what keeps it from growing: without it (a no-op, as on PostgreSQL) the second day takes about twice the space', async () => {
    const { store, db } = await embeddedStore(false);
    const principal = await newPrincipal(store);
    const first = await day(store, db, principal);
    expect(await day(store, db, principal)).toBeGreaterThan(first * 1.5);
  });
});
