// `--only engines`: the embedded engines side by side on this machine (BENCHMARKS.md#embedded-engines).
// Each engine runs in a fresh process of its own (bench/engine-process.ts), so its RSS is its own,
// on a file in a new temporary directory: 200 warm-up then N reservation-shaped transactions (hold
// an account's funds, insert the job), then as many settlements (finish the job, charge and release
// the hold). PGlite is the repo's own dependency. The SQLite engines are not: they are installed by
// this section into bench/.engines/ (ignored by git, outside every node_modules the repo installs),
// and an engine that cannot be installed is skipped with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initPgliteDirApart } from '../packages/store/src/init-pglite-dir.js';

export interface EngineConfig {
  engine: 'pglite' | 'better-sqlite3' | 'node:sqlite';
  /** The data directory (PGlite, created beforehand) or the directory of the SQLite file. */
  dir: string;
  /** PGlite: start parameters added after PGlite's own and the service's shared_buffers. */
  startParams?: string[];
  /** SQLite: PRAGMA synchronous in WAL mode. */
  synchronous?: 'FULL' | 'NORMAL';
  /** better-sqlite3: the installed package's directory. */
  modulePath?: string;
  transactions: number;
  warmup: number;
}

export interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

export interface EngineReport {
  runtime: string;
  version: string;
  reserve: Timing;
  settle: Timing;
  /** VmRSS before the engine's modules are loaded, after it is open, and 2 s after the run. */
  rssBareMiB: number;
  rssOpenMiB: number;
  rssAtRestMiB: number;
  /** VmHWM: the highest RSS of the process. */
  rssPeakMiB: number;
}

/** The driver of one engine, opened on a database holding SCHEMA: one reservation or settlement per call, each its own transaction. */
export interface EngineDriver {
  version: string;
  reserve(job: Job): Promise<void> | void;
  settle(job: Job): Promise<void> | void;
  /** granted, spent and reserved of the account, to check the run. */
  account(): Promise<[number, number, number]> | [number, number, number];
  close(): Promise<void> | void;
}

export interface Job {
  principal: string;
  id: string;
  runId: string;
  request: string;
  hold: number;
  cost: number;
  createdAt: number;
}

export const PRINCIPAL = 'p_bench';
export const GRANTED = 1_000_000_000_000;

/** The two tables of the store that a reservation touches, trimmed to what it reads and writes. */
export const SCHEMA = `
CREATE TABLE accounts (principal_id text NOT NULL, scope text NOT NULL, granted bigint NOT NULL, spent bigint NOT NULL,
  reserved bigint NOT NULL, PRIMARY KEY (principal_id, scope));
CREATE TABLE jobs (principal_id text NOT NULL, id text NOT NULL, run_id text NOT NULL, status text NOT NULL, request text NOT NULL,
  hold bigint NOT NULL, created_at bigint NOT NULL, PRIMARY KEY (principal_id, id));
INSERT INTO accounts VALUES ('${PRINCIPAL}', 'ai', ${GRANTED}, 0, 0);
`;

/** The store's statements, with PostgreSQL's `$n` parameters (SQLite's, positional, are in sqliteDriver). */
export const SQL = {
  hold: `UPDATE accounts SET reserved = reserved + $2 WHERE principal_id = $1 AND scope = 'ai' AND granted - spent - reserved >= $2 RETURNING reserved`,
  insertJob: `INSERT INTO jobs (principal_id, id, run_id, status, request, hold, created_at) VALUES ($1, $2, $3, 'running', $4, $5, $6)`,
  finishJob: `UPDATE jobs SET status = 'succeeded' WHERE principal_id = $1 AND id = $2 AND status = 'running' RETURNING hold`,
  charge: `UPDATE accounts SET spent = spent + $2, reserved = reserved - $3 WHERE principal_id = $1 AND scope = 'ai'`,
  account: `SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = 'ai'`,
};

/** One engine at one setting, as measured. */
export interface EngineRow extends EngineReport {
  key: string;
  engine: string;
  durability: string;
  /** What a commit has done when it returns, and what can take it back. */
  durabilityDetail: string;
}

export interface EnginesResult {
  transactions: number;
  warmup: number;
  /** Where the databases were (a new directory under it per engine). */
  tmpdir: string;
  engines: EngineRow[];
  skipped: { key: string; reason: string }[];
  /** Seconds each install took in this run (absent: already in bench/.engines/). */
  installSeconds: Record<string, number>;
  /** Seconds the whole section took, installs included. */
  seconds: number;
}

// Relative to bench/.build/, where run.mjs bundles this file.
const CHILD = fileURLToPath(new URL('./engine.mjs', import.meta.url));
const CACHE = fileURLToPath(new URL('../.engines/', import.meta.url));

/** What the section installs: one npm project per engine under bench/.engines/, and the file that proves it is there. */
const INSTALLS = {
  'better-sqlite3': { pkg: 'better-sqlite3', spec: '^12.0.0', ready: 'node_modules/better-sqlite3/build/Release/better_sqlite3.node' },
  // The `node` package of the npm registry: the official binary, fetched by its preinstall script.
  node24: { pkg: 'node', spec: '^24.0.0', ready: 'node_modules/node/bin/node' },
} as const;

const PGLITE_OFF =
  'a COMMIT has written its WAL to the OS (survives the process being killed); PGlite starts PostgreSQL with -F (fsync off), so an OS crash or power cut can lose commits or leave the cluster corrupt';
const PGLITE_ON =
  "fsync=on alone reaches no disk (PGlite's NODEFS has no fsync); with wal_sync_method=open_datasync the WAL is opened O_SYNC, so a COMMIT returns once its WAL is on disk; the data files' fsyncs at checkpoints remain no-ops";
const SQLITE_FULL = 'WAL, synchronous=FULL: the WAL is fsynced at every COMMIT (survives an OS crash or power cut)';
const SQLITE_NORMAL =
  'WAL, synchronous=NORMAL: a COMMIT has written the WAL to the OS (survives the process being killed); fsync at checkpoints only, so an OS crash can lose the last commits, not corrupt the file';

/**
 * Measures each engine in turn. `log` reports progress (installs take a minute or more the first
 * time: better-sqlite3 is compiled from source here).
 */
export async function measureEmbeddedEngines(transactions: number, warmup: number, log: (line: string) => void): Promise<EnginesResult> {
  const started = performance.now();
  const result: EnginesResult = { transactions, warmup, tmpdir: tmpdir(), engines: [], skipped: [], installSeconds: {}, seconds: 0 };
  const installed = (name: keyof typeof INSTALLS) => {
    const outcome = install(name, log);
    if ('seconds' in outcome && outcome.seconds !== undefined) result.installSeconds[name] = outcome.seconds;
    return outcome;
  };
  const sqlite = installed('better-sqlite3');
  const node24 = installed('node24');
  const pgliteVersion = packageVersion(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/', import.meta.url)));
  const node20 = `Node ${process.version}`;

  const runs: { key: string; engine: string; durability: string; detail: string; runtime: string | { skip: string }; config: Partial<EngineConfig> }[] = [
    {
      key: 'pglite',
      engine: `PGlite ${pgliteVersion}, ${node20}`,
      durability: 'fsync off (as the service)',
      detail: PGLITE_OFF,
      runtime: process.execPath,
      config: { engine: 'pglite' },
    },
    {
      key: 'pglite-fsync',
      engine: `PGlite ${pgliteVersion}, ${node20}`,
      durability: 'fsync on, WAL opened O_SYNC',
      detail: PGLITE_ON,
      runtime: process.execPath,
      config: { engine: 'pglite', startParams: ['-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync'] },
    },
  ];
  for (const synchronous of ['FULL', 'NORMAL'] as const) {
    const detail = synchronous === 'FULL' ? SQLITE_FULL : SQLITE_NORMAL;
    const modulePath = 'dir' in sqlite ? join(sqlite.dir, 'node_modules', 'better-sqlite3') : undefined;
    runs.push({
      key: `better-sqlite3-${synchronous.toLowerCase()}`,
      engine: `better-sqlite3 ${modulePath ? packageVersion(modulePath) : '12'}, ${node20}`,
      durability: `WAL, synchronous=${synchronous}`,
      detail,
      runtime: 'skip' in sqlite ? { skip: sqlite.skip } : process.execPath,
      config: { engine: 'better-sqlite3', synchronous, modulePath },
    });
  }
  const node24Binary = 'dir' in node24 ? join(node24.dir, INSTALLS.node24.ready) : undefined;
  const node24Version = 'dir' in node24 ? `v${packageVersion(join(node24.dir, 'node_modules', 'node'))}` : '24';
  for (const synchronous of ['FULL', 'NORMAL'] as const) {
    runs.push({
      key: `node-sqlite-${synchronous.toLowerCase()}`,
      engine: `node:sqlite, Node ${node24Version}`,
      durability: `WAL, synchronous=${synchronous}`,
      detail: synchronous === 'FULL' ? SQLITE_FULL : SQLITE_NORMAL,
      runtime: node24Binary ?? { skip: 'skip' in node24 ? node24.skip : 'not installed' },
      config: { engine: 'node:sqlite', synchronous },
    });
  }

  for (const run of runs) {
    if (typeof run.runtime !== 'string') {
      result.skipped.push({ key: run.key, reason: run.runtime.skip });
      continue;
    }
    const dir = mkdtempSync(join(tmpdir(), 'secgate-bench-engine-'));
    try {
      log(`${run.engine}, ${run.durability}`);
      const dataDir = run.config.engine === 'pglite' ? join(dir, 'pgdata') : dir;
      // As the service creates a new store: initdb in a child process, which takes its memory away with it.
      if (run.config.engine === 'pglite') await initPgliteDirApart(dataDir);
      const config = { ...run.config, dir: dataDir, transactions, warmup } as EngineConfig;
      const child = spawnSync(run.runtime, ['--expose-gc', CHILD, JSON.stringify(config)], { encoding: 'utf8', timeout: 10 * 60_000 });
      const line = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        result.skipped.push({
          key: run.key,
          reason: `the engine's process failed (exit ${child.status}): ${lastLines(child.stderr || (child.error?.message ?? ''))}`,
        });
        continue;
      }
      const report = JSON.parse(line) as EngineReport;
      result.engines.push({ key: run.key, engine: run.engine, durability: run.durability, durabilityDetail: run.detail, ...report });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

/** Installs one engine's package into bench/.engines/<name>/ unless it is there already. */
function install(name: keyof typeof INSTALLS, log: (line: string) => void): { dir: string; seconds?: number } | { skip: string } {
  const { pkg, spec, ready } = INSTALLS[name];
  const dir = join(CACHE, name);
  if (existsSync(join(dir, ready))) return { dir };
  mkdirSync(dir, { recursive: true });
  // A project of its own, so nothing reaches the repo's package.json or lockfile. npm 11 asks that
  // dependencies' install scripts be approved (allowScripts; advisory in npm 11.19, to be enforced):
  // better-sqlite3 compiles its addon in one, and `node` fetches its binary in one.
  const manifest = { name: `secgate-bench-${name}`, private: true, dependencies: { [pkg]: spec }, allowScripts: { [pkg]: true } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`installing ${pkg}@${spec} into ${relative(process.cwd(), dir) || dir}${pkg === 'better-sqlite3' ? ' (compiled from source: a minute or more)' : ''}`);
  const started = performance.now();
  const npm = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 20 * 60_000,
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (npm.status !== 0 || !existsSync(join(dir, ready))) {
    return { skip: `npm install ${pkg}@${spec} failed (exit ${npm.status}): ${lastLines(npm.stderr || (npm.error?.message ?? ''))}` };
  }
  return { dir, seconds };
}

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The error line of a failed process's output (a stack's first line), else its last lines. */
function lastLines(text: string): string {
  const lines = text.trim().split('\n');
  const error = lines.find((line) => /^\w*Error\b|\berror\b/i.test(line));
  return (error ?? lines.slice(-3).join(' ')).slice(0, 400);
}
