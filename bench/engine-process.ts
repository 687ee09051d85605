// One embedded engine in a fresh process (bench/embedded-engines.ts): `node engine.mjs '<json>'`
// prints one JSON line. It reads its RSS before it loads the engine, so the engine's modules are
// not in the bare figure; the engine is loaded afterwards (PGlite from engine-pglite.mjs, SQLite
// from better-sqlite3 or node:sqlite). Every SQL statement here is shaped like the store's.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRANTED, PRINCIPAL, SCHEMA, type EngineConfig, type EngineDriver, type EngineReport, type Job, type Timing } from './embedded-engines.js';
import { percentile, round } from './stats.js';

function rssMiB(field: 'VmRSS' | 'VmHWM'): number {
  const found = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return found?.[1] ? round(Number(found[1]) / 1024, 1) : Number.NaN;
}

/** Job `n`: a request of about 300 bytes, as a small chat completion's. */
function job(n: number): Job {
  const request = JSON.stringify({
    model: 'shared-1',
    max_tokens: 16,
    messages: [{ role: 'user', content: `Summarise finding ${n} in one sentence. `.padEnd(220, 'lorem ipsum ') }],
  });
  const id = String(n).padStart(8, '0');
  return { principal: PRINCIPAL, id: `job_${id}`, runId: `run_${id}`, request, hold: 1_000, cost: 700, createdAt: Date.now() };
}

async function time(jobs: readonly Job[], warmup: number, step: (job: Job) => Promise<void> | void): Promise<Timing> {
  const times: number[] = [];
  for (const [i, each] of jobs.entries()) {
    const started = performance.now();
    const pending = step(each);
    if (pending) await pending;
    if (i >= warmup) times.push(performance.now() - started);
  }
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { p50: round(percentile(times, 50), 3), p99: round(percentile(times, 99), 3), mean: round(mean, 3) };
}

/** SQLite through better-sqlite3 or node:sqlite: the two have the same synchronous API. */
interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): { run(...params: unknown[]): { changes: number | bigint }; get(...params: unknown[]): unknown };
  close(): void;
}

function sqliteDriver(db: SqliteDatabase, synchronous: 'FULL' | 'NORMAL', name: string): EngineDriver {
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous};`);
  db.exec(SCHEMA);
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  // SQL's statements with positional parameters, in the order they appear.
  const hold = db.prepare(`UPDATE accounts SET reserved = reserved + ? WHERE principal_id = ? AND scope = 'ai' AND granted - spent - reserved >= ?`);
  const insertJob = db.prepare(`INSERT INTO jobs (principal_id, id, run_id, status, request, hold, created_at) VALUES (?, ?, ?, 'running', ?, ?, ?)`);
  const finishJob = db.prepare(`UPDATE jobs SET status = 'succeeded' WHERE principal_id = ? AND id = ? AND status = 'running'`);
  const charge = db.prepare(`UPDATE accounts SET spent = spent + ?, reserved = reserved - ? WHERE principal_id = ? AND scope = 'ai'`);
  const account = db.prepare(`SELECT granted, spent, reserved FROM accounts WHERE principal_id = ? AND scope = 'ai'`);
  const version = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  const mode = (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode;
  const sync = (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous;
  if (mode !== 'wal' || sync !== (synchronous === 'FULL' ? 2 : 1)) throw new Error(`SQLite is in ${mode} mode, synchronous ${sync}`);
  const inTransaction = (fn: () => void) => {
    begin.run();
    try {
      fn();
      commit.run();
    } catch (error) {
      rollback.run();
      throw error;
    }
  };
  return {
    version: `${name}, SQLite ${version}`,
    reserve: (j) =>
      inTransaction(() => {
        if (Number(hold.run(j.hold, j.principal, j.hold).changes) !== 1) throw new Error('the hold was refused');
        insertJob.run(j.principal, j.id, j.runId, j.request, j.hold, j.createdAt);
      }),
    settle: (j) =>
      inTransaction(() => {
        if (Number(finishJob.run(j.principal, j.id).changes) !== 1) throw new Error('the job was not running');
        charge.run(j.cost, j.hold, j.principal);
      }),
    account() {
      const row = account.get(PRINCIPAL) as { granted: number; spent: number; reserved: number };
      return [Number(row.granted), Number(row.spent), Number(row.reserved)];
    },
    close: () => db.close(),
  };
}

async function openDriver(config: EngineConfig): Promise<EngineDriver> {
  if (config.engine === 'pglite') {
    // Its own bundle (bench/run.mjs), loaded only now: see the file's head.
    const pglite = (await import(new URL('./engine-pglite.mjs', import.meta.url).href)) as typeof import('./engine-pglite.js');
    return pglite.openPglite(config.dir, config.startParams ?? []);
  }
  const file = join(config.dir, 'bench.sqlite');
  const synchronous = config.synchronous ?? 'FULL';
  if (config.engine === 'better-sqlite3') {
    const modulePath = config.modulePath ?? 'better-sqlite3';
    const Database = createRequire(import.meta.url)(modulePath) as new (path: string) => SqliteDatabase;
    const { version } = JSON.parse(readFileSync(join(modulePath, 'package.json'), 'utf8')) as { version: string };
    return sqliteDriver(new Database(file), synchronous, `better-sqlite3 ${version}`);
  }
  // A name the type checker does not resolve: @types/node 20 has no node:sqlite.
  const name = 'node:sqlite';
  const { DatabaseSync } = (await import(name)) as { DatabaseSync: new (path: string) => SqliteDatabase };
  return sqliteDriver(new DatabaseSync(file), synchronous, 'node:sqlite');
}

const config = JSON.parse(process.argv[2] ?? '{}') as EngineConfig;
const rssBareMiB = rssMiB('VmRSS');
const driver = await openDriver(config);
const rssOpenMiB = rssMiB('VmRSS');
const jobs = Array.from({ length: config.warmup + config.transactions }, (_, n) => job(n));
const reserve = await time(jobs, config.warmup, (j) => driver.reserve(j));
const settle = await time(jobs, config.warmup, (j) => driver.settle(j));
const [granted, spent, reserved] = await driver.account();
if (granted !== GRANTED || spent !== jobs.length * 700 || reserved !== 0) throw new Error(`the account is off: ${granted} ${spent} ${reserved}`);
// At rest: the database stays open, as a server's would.
(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 2_000));
const report: EngineReport = {
  runtime: process.version,
  version: driver.version,
  reserve,
  settle,
  rssBareMiB,
  rssOpenMiB,
  rssAtRestMiB: rssMiB('VmRSS'),
  rssPeakMiB: rssMiB('VmHWM'),
};
await driver.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
