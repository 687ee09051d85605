import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteWire, type PgliteWire } from './pglite-wire.js';
import { createSerialLock } from './serial-lock.js';
import type { SqlExecutor, SqlStatement } from './sql-executor.js';

/**
 * Embedded PostgreSQL (PGlite): in memory when `dataDir` is undefined, else on disk in that
 * directory (created if missing).
 *
 * PGlite is one connection. Every statement goes through one lock held by this executor, and a
 * transaction holds it from BEGIN to COMMIT, so transactions run one after the other; code inside
 * a transaction must use the transaction handle (`tx`), never the outer executor, or it waits on
 * the lock its own transaction holds. The store only ever passes `tx` down, which keeps that rule.
 *
 * Durability: a COMMIT has written its WAL to the data directory's files when it returns, so it
 * survives the process being killed. PGlite runs with fsync off, so an operating-system crash or a
 * power cut may lose the last commits; a deployment that must survive those uses PostgreSQL.
 */
export async function openPgliteExecutor(dataDir?: string): Promise<SqlExecutor> {
  let db: PGlite;
  if (dataDir === undefined) {
    db = await PGlite.create();
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    db = await PGlite.create(dir);
  }
  const wire = createPgliteWire(db);
  const lock = createSerialLock();

  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      const [result] = await lock.run(() => wire.run([{ text, params }]));
      return result as { rows: T[] };
    },
    pipeline: (statements) => lock.run(() => wire.run(statements)),
    exec: (script) => lock.run(() => wire.exec(script)),
    transaction: (fn) => lock.run(() => runTransaction(wire, fn)),
    async close() {
      await lock.run(async () => {
        if (!db.closed) await db.close();
      });
    },
  };
}

async function runTransaction<T>(wire: PgliteWire, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  await wire.run([BEGIN]);
  try {
    const value = await fn(transactionExecutor(wire));
    const [ended] = await wire.run([COMMIT]);
    // COMMIT of a transaction that a failed statement aborted answers ROLLBACK instead of an error.
    if (ended?.command !== 'COMMIT') throw new Error('the transaction was aborted by a failed statement and rolled back');
    return value;
  } catch (error) {
    await wire.run([ROLLBACK]).catch(() => undefined);
    throw error;
  }
}

function transactionExecutor(wire: PgliteWire): SqlExecutor {
  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const [result] = await wire.run([{ text, params }]);
      return result as { rows: T[] };
    },
    pipeline: (statements) => wire.run(statements),
    exec: (script) => wire.exec(script),
    // Already in a transaction: join it.
    transaction: (fn) => fn(executor),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  return executor;
}

const BEGIN: SqlStatement = { text: 'BEGIN' };
const COMMIT: SqlStatement = { text: 'COMMIT' };
const ROLLBACK: SqlStatement = { text: 'ROLLBACK' };
