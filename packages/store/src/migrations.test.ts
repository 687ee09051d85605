import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './migrations.js';
import { openPgliteExecutor } from './pglite-executor.js';
import type { SqlExecutor } from './sql-executor.js';

describe('migrate (PGlite)', () => {
  let db: SqlExecutor | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('applies every migration once, in order, and nothing the second time', async () => {
    db = await openPgliteExecutor();
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  });

  it('applies only the missing ones, sorted by version whatever the list order', async () => {
    db = await openPgliteExecutor();
    await migrate(db);
    const next = MIGRATIONS.length + 1;
    const later = [
      { version: next + 1, name: 'b', sql: 'ALTER TABLE extra ADD COLUMN note TEXT;' },
      { version: next, name: 'a', sql: 'CREATE TABLE extra (id INTEGER PRIMARY KEY);' },
    ];
    expect(await migrate(db, [...MIGRATIONS, ...later])).toEqual([next, next + 1]);
    await db.query("INSERT INTO extra (id, note) VALUES (1, 'ok')");
  });

  it('a failing migration applies nothing at all: the whole run is one transaction', async () => {
    db = await openPgliteExecutor();
    const broken = { version: MIGRATIONS.length + 1, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); SELECT no_such_function();' };
    await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow();
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('schema_migrations', 'principals', 'half')",
    );
    expect(rows[0]?.n).toBe(0);
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
  });
});
