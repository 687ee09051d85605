import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from './sql-executor.js';

/**
 * What the store relies on from a driver, run against each one: parameters arrive intact in
 * their text form, a pipeline is all-or-nothing, a transaction that a failed statement aborted
 * never reports success, and prepared statements survive failures and schema changes.
 */
export function describeExecutorContract(name: string, open: () => Promise<SqlExecutor>): void {
  describe(`SqlExecutor contract: ${name}`, () => {
    let db: SqlExecutor;
    beforeAll(async () => {
      db = await open();
      await db.exec('CREATE TABLE contract_items (id TEXT PRIMARY KEY, n BIGINT NOT NULL CHECK (n >= 0))');
    });
    afterAll(() => db.close());

    it('text arrays of any strings, NULLs included, arrive element for element', async () => {
      // PostgreSQL text cannot hold U+0000; everything else must survive quoting.
      const text = fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !s.includes('\u0000'));
      await fc.assert(
        fc.asyncProperty(fc.array(fc.option(text, { nil: null }), { maxLength: 8 }), async (values) => {
          const { rows } = await db.query<{ back: (string | null)[] }>('SELECT $1::text[] AS back', [values]);
          expect(rows[0]?.back).toEqual(values);
        }),
        { numRuns: 60 },
      );
    });

    it('numbers, booleans, JSON objects and nulls keep their meaning', async () => {
      const { rows } = await db.query<Record<string, unknown>>(
        'SELECT $1::bigint + 1 AS big, $2::boolean AS yes, $3::jsonb ->> $4 AS field, $5::text IS NULL AS absent, $6::bigint[] AS many',
        [2 ** 52, true, { key: 'va"lue' }, 'key', null, [1, 2, 3]],
      );
      expect(rows[0]).toMatchObject({ yes: true, field: 'va"lue', absent: true });
      expect(Number(rows[0]?.big)).toBe(2 ** 52 + 1);
      expect((rows[0]?.many as unknown[]).map(Number)).toEqual([1, 2, 3]);
    });

    it('refuses to bind a number that is not finite', async () => {
      await expect(db.query('SELECT $1::bigint', [Number.NaN])).rejects.toThrow(/non-finite/);
    });

    it('a pipeline is all or nothing, and the statements after a failure still work afterwards', async () => {
      await expect(
        db.pipeline([
          { text: 'INSERT INTO contract_items VALUES ($1, $2)', params: ['a', 1] },
          { text: 'INSERT INTO contract_items VALUES ($1, $2)', params: ['b', -1] }, // CHECK fails
          // Sent with the others (PostgreSQL's pipeline): it fails too, but the first failure is the one reported.
          { text: 'SELECT count(*) FROM contract_items', params: [] },
        ]),
      ).rejects.toMatchObject({ code: '23514' });
      expect((await db.query('SELECT id FROM contract_items')).rows).toEqual([]);

      const results = await db.pipeline([
        { text: 'INSERT INTO contract_items VALUES ($1, $2)', params: ['a', 1] },
        { text: 'INSERT INTO contract_items VALUES ($1, $2)', params: ['b', 2] },
        { text: 'SELECT id, n FROM contract_items ORDER BY id', params: [] },
      ]);
      expect(results[2]?.rows.map((row) => (row as { id: string }).id)).toEqual(['a', 'b']);
    });

    it('a transaction whose failed statement was swallowed is rolled back and reported', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('UPDATE contract_items SET n = n + 10 WHERE id = $1', ['a']);
          await tx.query('UPDATE contract_items SET n = $2 WHERE id = $1', ['a', -5]).catch(() => undefined);
        }),
      ).rejects.toThrow();
      const { rows } = await db.query<{ n: unknown }>('SELECT n FROM contract_items WHERE id = $1', ['a']);
      expect(Number(rows[0]?.n)).toBe(1);
    });

    it('commitWith ends a transaction with its statements, and a failing one rolls back all of it', async () => {
      const value = await db.transaction(async (tx) => {
        await tx.query('INSERT INTO contract_items VALUES ($1, $2)', ['c1', 1]);
        const [inserted] = await tx.commitWith([{ text: 'INSERT INTO contract_items VALUES ($1, $2) RETURNING id', params: ['c2', 2] }]);
        return inserted?.rows;
      });
      expect(value).toEqual([{ id: 'c2' }]);
      const count = async () => Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM contract_items WHERE id LIKE 'c%'")).rows[0]?.n);
      expect(await count()).toBe(2);

      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO contract_items VALUES ($1, $2)', ['c3', 3]);
          await tx.commitWith([
            { text: 'INSERT INTO contract_items VALUES ($1, $2)', params: ['c4', 4] },
            { text: 'UPDATE contract_items SET n = -1 WHERE id = $1', params: ['c1'] }, // CHECK fails
          ]);
        }),
      ).rejects.toMatchObject({ code: '23514' });
      expect(await count()).toBe(2);
      // The connection is usable afterwards, and a transaction that only commits with nothing works.
      await db.transaction(async (tx) => void (await tx.commitWith([{ text: 'DELETE FROM contract_items WHERE id LIKE $1', params: ['c%'] }])));
      expect(await count()).toBe(0);
    });

    it('a statement that failed to prepare, and one whose table changed, work once fixed', async () => {
      await expect(db.query('SELECT nonexistent FROM contract_items WHERE id = $1', ['a'])).rejects.toThrow();
      await db.exec('ALTER TABLE contract_items ADD COLUMN nonexistent TEXT');
      expect((await db.query('SELECT nonexistent FROM contract_items WHERE id = $1', ['a'])).rows).toEqual([{ nonexistent: null }]);
      const star = await db.query<Record<string, unknown>>('SELECT * FROM contract_items WHERE id = $1', ['a']);
      await db.exec('ALTER TABLE contract_items ADD COLUMN later TEXT');
      const again = await db.query<Record<string, unknown>>('SELECT * FROM contract_items WHERE id = $1', ['a']);
      expect(Object.keys(again.rows[0] ?? {})).toEqual([...Object.keys(star.rows[0] ?? {}), 'later']);
    });

    it('many distinct statements, more than are kept prepared, all still answer', async () => {
      for (let i = 0; i < 300; i++) {
        const { rows } = await db.query<{ v: unknown }>(`SELECT $1::int + ${i} AS v`, [1]);
        expect(Number(rows[0]?.v)).toBe(1 + i);
      }
      expect(Number((await db.query<{ v: unknown }>('SELECT $1::int + 0 AS v', [7])).rows[0]?.v)).toBe(7);
    });
  });
}
