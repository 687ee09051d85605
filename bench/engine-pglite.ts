// PGlite for bench/engine-process.ts, bundled apart (bench/run.mjs) so that PGlite's modules load
// only once the bare RSS is read. PGlite runs on the process's main thread, with the service's
// start parameters, and statements go through the store's own wire (pglite-wire.ts): prepared once
// by name, BEGIN sent with a transaction's first statement and COMMIT with its last, as
// pglite-executor.ts sends them.
import { PGlite } from '@electric-sql/pglite';
import { createPgliteWire } from '../packages/store/src/pglite-wire.js';
import { PRINCIPAL, SCHEMA, SQL, type EngineDriver, type Job } from './embedded-engines.js';

/** The service's (pglite-executor.ts): the buffer cache at 64 MB. */
const SERVICE_PARAMS = ['-c', 'shared_buffers=64MB'];
const BEGIN = { text: 'BEGIN' };
const COMMIT = { text: 'COMMIT' };
const ROLLBACK = { text: 'ROLLBACK' };

/** Opens PGlite on an existing data directory (the service creates one in a child process first). */
export async function openPglite(dir: string, startParams: readonly string[]): Promise<EngineDriver> {
  const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...SERVICE_PARAMS, ...startParams] });
  const wire = createPgliteWire(db);
  await wire.exec('SET plan_cache_mode = force_generic_plan');
  await wire.exec(SCHEMA);
  const show = async (name: string) => ((await db.query<Record<string, string>>(`SHOW ${name}`)).rows[0] ?? {})[name];
  const settings = `fsync=${await show('fsync')}, wal_sync_method=${await show('wal_sync_method')}, shared_buffers=${await show('shared_buffers')}`;
  const version = `PGlite (PostgreSQL ${await show('server_version')}), ${settings}`;

  /** One transaction in two calls: [BEGIN, first] then [second, COMMIT]; `first` must change one row. */
  const transaction = async (first: { text: string; params: unknown[] }, second: { text: string; params: unknown[] }, refused: string) => {
    const [, changed] = await wire.run([BEGIN, first]);
    if (changed?.rows.length !== 1) {
      await wire.run([ROLLBACK]);
      throw new Error(refused);
    }
    const results = await wire.run([second, COMMIT]);
    if (results.at(-1)?.command !== 'COMMIT') throw new Error('the transaction was rolled back');
  };
  return {
    version,
    reserve: (j: Job) =>
      transaction(
        { text: SQL.hold, params: [j.principal, j.hold] },
        { text: SQL.insertJob, params: [j.principal, j.id, j.runId, j.request, j.hold, j.createdAt] },
        'the hold was refused',
      ),
    settle: (j: Job) =>
      transaction({ text: SQL.finishJob, params: [j.principal, j.id] }, { text: SQL.charge, params: [j.principal, j.cost, j.hold] }, 'the job was not running'),
    async account() {
      const [result] = await wire.run([{ text: SQL.account, params: [PRINCIPAL] }]);
      const row = result?.rows[0] as { granted: unknown; spent: unknown; reserved: unknown };
      return [Number(row.granted), Number(row.spent), Number(row.reserved)];
    },
    close: () => db.close(),
  };
}
