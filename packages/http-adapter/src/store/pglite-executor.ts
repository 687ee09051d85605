import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Embedded PostgreSQL (PGlite): in memory when `dataDir` is undefined, else on disk in that
 * directory (created if missing).
 *
 * PGlite is one connection. Its own `transaction()` takes an exclusive lock that every other query
 * and transaction waits on, so transactions are serialised by PGlite itself; the one rule is that
 * code inside a transaction must use the transaction handle (`tx`), never the outer executor, or
 * it waits on its own lock forever. The store only ever passes `tx` down, which keeps that rule.
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
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await db.query<T>(text, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(script: string) {
      await db.exec(script);
    },
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(transactionExecutor(tx)));
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

function transactionExecutor(tx: Transaction): SqlExecutor {
  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(text, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(script: string) {
      await tx.exec(script);
    },
    // Already in a transaction: join it.
    transaction: (fn) => fn(executor),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  return executor;
}
