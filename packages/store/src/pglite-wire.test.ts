import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations.js';
import { createPgliteWire, type PgliteWire } from './pglite-wire.js';

describe('createPgliteWire', () => {
  let db: PGlite;
  let wire: PgliteWire;
  beforeAll(async () => {
    db = await PGlite.create();
    wire = createPgliteWire(db, { firstReplan: 50 });
    await wire.exec('SET plan_cache_mode = force_generic_plan');
    for (const migration of MIGRATIONS) await wire.exec(migration.sql);
  });
  afterAll(() => db.close());

  const planOf = async (name: string) =>
    (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}('{a,b}')`)).rows.map((row) => row['QUERY PLAN']).join('\n');

  it('prepares each statement once and re-plans it as the table grows, so a plan made on an empty table does not stay', async () => {
    // An index on id alone, so the lookup's best plan turns from a scan to the index as the table grows.
    await wire.exec('CREATE INDEX jobs_by_id_alone ON jobs (id)');
    const lookup = { text: 'SELECT * FROM jobs WHERE id = ANY($1::text[])', params: [['a', 'b']] };
    await wire.run([lookup]);
    // The first statement prepared is sg0; on the empty jobs table its plan reads the whole table.
    expect(await planOf('sg0')).toMatch(/Seq Scan/);

    await wire.run([
      {
        text: `INSERT INTO jobs (id, run_id, principal_id, kind, status, model, task, scope_id, request, body_fingerprint, billing, hold_micro_usd, created_at, started_at, lease_owner, lease_until, attempts)
               SELECT 'k' || g, 'r' || g, 'p', 'chat', 'running', 'm', 't', 's', repeat('x', 300), 'f', 'free', 0, 1, 1, 'o', 1, 1 FROM generate_series(1, 20000) AS g`,
      },
    ]);
    for (let i = 0; i < 60; i++) await wire.run([lookup]);
    expect(await planOf('sg0')).toMatch(/Index|Bitmap/);
    expect((await wire.run([{ ...lookup, params: [['k7', 'nope']] }]))[0]?.rows.map((row) => (row as { id: string }).id)).toEqual(['k7']);
  });
});
