import { afterAll, describe, expect, it } from 'vitest';
import { T0, aiAccount, grantCredit, newJob, newPrincipal, paidJob, uid } from './contract/fixtures.test-support.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openExecutor, openStore } from './open-store.js';
import { dropSchema, findTestServer, freshSchemaName, queryInSchema } from './postgres-test-server.test-support.js';
import { describeExecutorContract } from './executor-contract.test-support.js';
import { describeSqlRechecks } from './contract/sql-rechecks.test-support.js';
import { describeMeteringContract } from './contract/metering.test-support.js';
import { describeJobHistoryContract } from './contract/job-history.test-support.js';
import { describeStoreContract } from './store-contract.test-support.js';
import type { Store } from './store.js';

/*
 * The same contract as PGlite, on a real PostgreSQL server where concurrent calls run on separate
 * connections at once. Each run works in a fresh schema, dropped afterwards. Without a reachable
 * server the suite fails under CI and is skipped (loudly) elsewhere.
 */
const server = await findTestServer();

if (server.url === null) {
  const why = `no PostgreSQL server reachable:\n  ${server.reasons.join('\n  ')}`;
  if (process.env.CI) {
    describe('Store contract: PostgreSQL server', () => {
      it('needs a reachable PostgreSQL server under CI', () => {
        throw new Error(why);
      });
    });
  } else {
    console.warn(`\n*** SKIPPING the PostgreSQL store tests: ${why}\n*** Set SECGATE_TEST_DATABASE_URL or start a server.\n`);
    describe.skip('Store contract: PostgreSQL server', () => {
      it('runs against a PostgreSQL server', () => undefined);
    });
  }
} else {
  const url = server.url;
  const schema = freshSchemaName();
  afterAll(() => dropSchema(url, schema));

  describeStoreContract('PostgreSQL server', () => openStore(url, { schema, maxConnections: 20 }), { propertyRuns: 25 });
  describeMeteringContract('PostgreSQL server', () => openStore(url, { schema: `${schema}_metering`, maxConnections: 10 }));
  afterAll(() => dropSchema(url, `${schema}_metering`));
  describeJobHistoryContract('PostgreSQL server', () => openStore(url, { schema: `${schema}_history`, maxConnections: 10 }));
  afterAll(() => dropSchema(url, `${schema}_history`));
  describeExecutorContract('PostgreSQL server', () => openExecutor(url, { schema: `${schema}_executor` }));
  afterAll(() => dropSchema(url, `${schema}_executor`));
  describeSqlRechecks('PostgreSQL server', () => openExecutor(url, { schema: `${schema}_rechecks` }), 25);
  afterAll(() => dropSchema(url, `${schema}_rechecks`));

  describe('migrations on PostgreSQL', () => {
    it('processes migrating one fresh schema at once apply each migration exactly once', async () => {
      const fresh = freshSchemaName();
      try {
        const stores = await Promise.all([1, 2, 3].map(() => openStore(url, { schema: fresh, maxConnections: 2 })));
        await Promise.all(stores.map((store) => store.migrate()));
        const rows = await queryInSchema<{ version: number; n: string }>(
          url,
          fresh,
          'SELECT version, count(*) AS n FROM schema_migrations GROUP BY version ORDER BY version',
        );
        expect(rows).toEqual(MIGRATIONS.map((migration) => ({ version: migration.version, n: '1' })));
        const id = uid('p');
        await stores[0]?.createPrincipal({ id, now: T0 });
        expect(await stores[2]?.getPrincipal(id)).not.toBeNull();
        await Promise.all(stores.map((store) => store.close()));
      } finally {
        await dropSchema(url, fresh);
      }
    });

    it('a later migration is applied once, after the ones before it', async () => {
      const fresh = freshSchemaName();
      const executor = await openExecutor(url, { schema: fresh });
      try {
        const extra = { version: MIGRATIONS.length + 1, name: 'extra', sql: 'CREATE TABLE extra (id INTEGER PRIMARY KEY);' };
        expect(await migrate(executor)).toEqual(MIGRATIONS.map((m) => m.version));
        const twice = await Promise.all([migrate(executor, [...MIGRATIONS, extra]), migrate(executor, [...MIGRATIONS, extra])]);
        expect(twice.flat()).toEqual([extra.version]);
        expect((await executor.query('SELECT * FROM extra')).rows).toEqual([]);
      } finally {
        await executor.close();
        await dropSchema(url, fresh);
      }
    });
  });

  describe('group commit across processes', () => {
    it("two stores' batches racing for one balance and one free day never overspend either", async () => {
      const fresh = freshSchemaName();
      const stores = await Promise.all([1, 2].map(() => openStore(url, { schema: fresh, maxConnections: 4 })));
      try {
        await stores[0]?.migrate();
        const [a, b] = stores as [Store, Store];
        const id = await newPrincipal(a);
        const n = 6;
        await grantCredit(a, id, n * 1000);
        // The batches of the two stores lock the account as they read it, so the later one reads
        // what the earlier left.
        const paid = await Promise.all(Array.from({ length: 8 * n }, (_, i) => (i % 2 === 0 ? a : b).createJob(paidJob(id, 1000))));
        expect(paid.filter((outcome) => outcome.kind === 'created')).toHaveLength(n);
        expect(await aiAccount(a, id)).toMatchObject({ reservedMicroUSD: n * 1000, availableMicroUSD: 0 });

        // Nothing locks a day that has no row yet: both batches read it absent and both insert it;
        // the later insert finds it present, fails its own check (40001), and its batch runs again.
        const freeId = await newPrincipal(a);
        const free = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).createJob(newJob(freeId, { freeRequestsPerDay: 5 }))));
        expect(free.filter((outcome) => outcome.kind === 'created')).toHaveLength(5);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        await dropSchema(url, fresh);
      }
    });

    it('secgate_assert fails its statement with SQLSTATE 40001 when the check is false', async () => {
      const fresh = freshSchemaName();
      const store = await openStore(url, { schema: fresh, maxConnections: 1 });
      await store.migrate();
      await store.close();
      try {
        expect(await queryInSchema(url, fresh, "SELECT secgate_assert(1 = 1, 'fine') AS ok")).toEqual([{ ok: true }]);
        await expect(queryInSchema(url, fresh, "SELECT secgate_assert(1 = 2, 'moved')")).rejects.toMatchObject({ code: '40001' });
      } finally {
        await dropSchema(url, fresh);
      }
    });
  });

  describe('pg executor transactions', () => {
    it('roll back on a throw, rerun after a deadlock or serialization failure, and not after other errors', async () => {
      const fresh = freshSchemaName();
      const executor = await openExecutor(url, { schema: fresh });
      try {
        await executor.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
        await expect(
          executor.transaction(async (tx) => {
            await tx.query('INSERT INTO t VALUES (1)');
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await executor.query('SELECT * FROM t')).rows).toEqual([]);

        let attempts = 0;
        const value = await executor.transaction(async (tx) => {
          attempts += 1;
          await tx.query('INSERT INTO t VALUES (2)');
          if (attempts < 3) throw Object.assign(new Error(attempts === 1 ? 'deadlock' : 'serialization'), { code: attempts === 1 ? '40P01' : '40001' });
          return 'done';
        });
        expect({ value, attempts }).toEqual({ value: 'done', attempts: 3 });
        expect((await executor.query('SELECT id FROM t')).rows).toEqual([{ id: 2 }]);

        let tries = 0;
        await expect(
          executor.transaction(async (tx) => {
            tries += 1;
            await tx.query('INSERT INTO t VALUES (2)'); // unique violation 23505: not retried
          }),
        ).rejects.toMatchObject({ code: '23505' });
        expect(tries).toBe(1);
      } finally {
        await executor.close();
        await dropSchema(url, fresh);
      }
    });
  });
}
