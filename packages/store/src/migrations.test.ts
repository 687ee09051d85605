import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION, migrate, schemaVersion } from './migrations.js';
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

  it("says the schema's version: this binary's after its migrations, a newer binary's after its own", async () => {
    db = await openPgliteExecutor();
    await migrate(db, MIGRATIONS.slice(0, 3));
    expect(await schemaVersion(db)).toBe(3);
    await migrate(db);
    expect(await schemaVersion(db)).toBe(SCHEMA_VERSION);
    await migrate(db, [...MIGRATIONS, { version: SCHEMA_VERSION + 1, name: 'newer', sql: 'CREATE TABLE newer (id INTEGER);' }]);
    expect(await schemaVersion(db)).toBe(SCHEMA_VERSION + 1);
  });

  it('keys existing jobs by principal and id: a stored job keeps its row, and its id is free for every other principal', async () => {
    db = await openPgliteExecutor();
    const before = MIGRATIONS.filter((m) => m.name !== 'jobs-per-principal');
    await migrate(db, before);
    const insertJob = (principal: string) =>
      db!.query(
        `INSERT INTO jobs (id, run_id, principal_id, kind, status, model, task, scope_id, request, body_fingerprint, billing, hold_micro_usd, created_at)
         VALUES ('k', $1, $2, 'api', 'queued', 'm', 't', 's', '{}', 'f', 'free', 0, 1)`,
        [`run-${principal}`, principal],
      );
    await insertJob('p_a');
    await expect(insertJob('p_b')).rejects.toThrow();
    await migrate(db);
    await insertJob('p_b');
    await expect(insertJob('p_a')).rejects.toThrow();
    const { rows } = await db.query<{ principal_id: string; run_id: string }>(`SELECT principal_id, run_id FROM jobs WHERE id = 'k' ORDER BY principal_id`);
    expect(rows).toEqual([
      { principal_id: 'p_a', run_id: 'run-p_a' },
      { principal_id: 'p_b', run_id: 'run-p_b' },
    ]);
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
