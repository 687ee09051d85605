import { resolve } from 'node:path';
import { initPgliteDirApart, isPgliteDirInitialized } from './init-pglite-dir.js';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';
import { createPgliteWire, type PgliteWire } from './pglite-wire.js';
import { createSerialLock } from './serial-lock.js';
import type { SqlExecutor, SqlStatement } from './sql-executor.js';
import { lockStoreDir, type StoreDirLock } from './store-dir-lock.js';

/**
 * Embedded PostgreSQL (PGlite): in memory when `dataDir` is undefined, else on disk in that
 * directory (created if missing). A directory has one owner: its lock is taken before PGlite
 * touches it (StoreLockedError if another process holds it) and released on close.
 *
 * PGlite runs in a worker thread of its own (pglite-thread.ts), off the event loop. It is one
 * connection: every statement goes through one lock held by this executor, and a
 * transaction holds it from BEGIN to COMMIT, so transactions run one after the other; code inside
 * a transaction must use the transaction handle (`tx`), never the outer executor, or it waits on
 * the lock its own transaction holds. The store only ever passes `tx` down, which keeps that rule.
 *
 * Durability: a COMMIT has written its WAL to the data directory's files when it returns, so it
 * survives the process being killed. PGlite runs with fsync off, so an operating-system crash or a
 * power cut may lose the last commits; a deployment that must survive those uses PostgreSQL.
 */
export async function openPgliteExecutor(dataDir?: string): Promise<SqlExecutor> {
  const dir = dataDir === undefined ? undefined : resolve(dataDir);
  const owned = dir === undefined ? undefined : lockStoreDir(dir);
  let db: PgliteThread | undefined;
  try {
    // A new directory is created by a child process, so initdb's memory leaves with it.
    if (dir !== undefined && !isPgliteDirInitialized(dir)) await initPgliteDirApart(dir);
    db = await startPgliteThread(dir, MEMORY_PARAMS);
    return await openOn(db, owned);
  } catch (error) {
    await db?.close().catch(() => undefined);
    owned?.release();
    throw error;
  }
}

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly heap. initdb sizes it at 128 MB, and the
 * heap grows to hold all of it, resident. 64 MB holds the hot path's working set (accounts, recent
 * jobs and their indexes); what falls out is read again from the operating system's page cache.
 * Measured on an existing directory: 297 MB RSS at the default, 240 MB with this. 32 MB (202 MB)
 * cost about 14 % of throughput under ten minutes of mixed load; 64 MB stays within the noise
 * (BENCHMARKS.md#memory).
 */
const MEMORY_PARAMS = ['-c', 'shared_buffers=64MB'];

async function openOn(db: PgliteThread, owned: StoreDirLock | undefined): Promise<SqlExecutor> {
  const wire = createPgliteWire(db);
  const lock = createSerialLock();
  // Plan each prepared statement once. Left to choose, PostgreSQL re-plans a statement on every
  // execution whenever its generic plan is estimated dearer than a custom one, which for the batch
  // statements (arrays of unknown length) is always: 0.7 ms of planning for 0.4 ms of work here.
  // The wire re-plans as the data grows (see pglite-wire.ts).
  await wire.exec('SET plan_cache_mode = force_generic_plan');

  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      const [result] = await lock.run(() => wire.run([{ text, params }]));
      return result as { rows: T[] };
    },
    pipeline: (statements) => lock.run(() => wire.run(statements)),
    commitWith: (statements) => lock.run(() => wire.run(statements)),
    exec: (script) => lock.run(() => wire.exec(script)),
    transaction: (fn) => lock.run(() => runTransaction(wire, fn)),
    async close() {
      await lock.run(async () => {
        try {
          await db.close();
        } finally {
          owned?.release();
        }
      });
    },
  };
}

/**
 * BEGIN travels with the transaction's first statements and COMMIT with its last ones
 * (`commitWith`) rather than in calls of their own: on PGlite every call costs, and a batch's
 * transaction is only one or two of them.
 */
async function runTransaction<T>(wire: PgliteWire, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  let state = 'new' as 'new' | 'begun' | 'committed';
  const run = async (statements: readonly SqlStatement[]) => {
    if (state === 'committed') throw new Error('the transaction has already committed');
    if (state === 'begun') return wire.run(statements);
    state = 'begun';
    return (await wire.run([BEGIN, ...statements])).slice(1);
  };
  const commitWith = async (statements: readonly SqlStatement[]) => {
    const results = await run([...statements, COMMIT]);
    state = 'committed';
    // COMMIT of a transaction that a failed statement aborted answers ROLLBACK instead of an error.
    if (results.at(-1)?.command !== 'COMMIT') throw new Error('the transaction was aborted by a failed statement and rolled back');
    return results.slice(0, -1);
  };
  const tx: SqlExecutor = {
    async query<R>(text: string, params?: readonly unknown[]) {
      const [result] = await run([{ text, params }]);
      return result as { rows: R[] };
    },
    pipeline: (statements) => run(statements),
    commitWith,
    async exec(script) {
      if (state === 'new') await run([]);
      await wire.exec(script);
    },
    // Already in a transaction: join it.
    transaction: (inner) => inner(tx),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  try {
    const value = await fn(tx);
    if (state === 'begun') await commitWith([]);
    return value;
  } catch (error) {
    if (state === 'begun') await wire.run([ROLLBACK]).catch(() => undefined);
    throw error;
  }
}

const BEGIN: SqlStatement = { text: 'BEGIN' };
const COMMIT: SqlStatement = { text: 'COMMIT' };
const ROLLBACK: SqlStatement = { text: 'ROLLBACK' };
