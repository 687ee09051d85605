import init from './migrations/001-init.sql';
import leanHotPath from './migrations/002-lean-hot-path.sql';
import batchChecks from './migrations/003-batch-checks.sql';
import browserSessions from './migrations/004-browser-sessions.sql';
import oidcFlows from './migrations/005-oidc-flows.sql';
import tokenLabels from './migrations/006-token-labels.sql';
import autoRecharge from './migrations/007-auto-recharge.sql';
import upstreamQueueWait from './migrations/008-upstream-queue-wait.sql';
import vmLedger from './migrations/009-vm-ledger.sql';
import guardrailReceipts from './migrations/010-guardrail-receipts.sql';
import jobsPerPrincipal from './migrations/011-jobs-per-principal.sql';
import tokenExpiry from './migrations/012-token-expiry.sql';
import storageMetering from './migrations/013-storage-metering.sql';
import jobHistory from './migrations/014-job-history.sql';
import type { Migration } from './migrations/migration.js';
import type { SqlExecutor } from './sql-executor.js';

export type { Migration } from './migrations/migration.js';

/** Every migration, in version order. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'lean-hot-path', sql: leanHotPath },
  { version: 3, name: 'batch-checks', sql: batchChecks },
  { version: 4, name: 'browser-sessions', sql: browserSessions },
  { version: 5, name: 'oidc-flows', sql: oidcFlows },
  { version: 6, name: 'token-labels', sql: tokenLabels },
  { version: 7, name: 'auto-recharge', sql: autoRecharge },
  { version: 8, name: 'upstream-queue-wait', sql: upstreamQueueWait },
  { version: 9, name: 'vm-ledger', sql: vmLedger },
  { version: 10, name: 'guardrail-receipts', sql: guardrailReceipts },
  { version: 11, name: 'jobs-per-principal', sql: jobsPerPrincipal },
  { version: 12, name: 'token-expiry', sql: tokenExpiry },
  { version: 13, name: 'storage-metering', sql: storageMetering },
  { version: 14, name: 'job-history', sql: jobHistory },
];

/** The schema version this binary's migrations reach: a database at it or above can be served. */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** The highest migration applied to the database; 0 when none is. */
export async function schemaVersion(executor: SqlExecutor): Promise<number> {
  const { rows } = await executor.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return Number(rows[0]?.version ?? 0);
}

/**
 * Any fixed 64-bit number works as long as every secgate process uses the same one. An advisory
 * lock is per database, not per schema, so schemas sharing a database migrate one at a time.
 */
export const MIGRATION_LOCK_KEY = 0x5ec6a7e;

/**
 * Applies the migrations not yet applied, in order, in one transaction. The transaction first takes
 * an advisory lock, so processes starting at once on one PostgreSQL database queue up: the first
 * applies everything, the others then find nothing left to do. Before the lock nothing is read or
 * created, since `CREATE TABLE IF NOT EXISTS` itself is not safe against a concurrent twin.
 */
export async function migrate(executor: SqlExecutor, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return executor.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at BIGINT NOT NULL
      )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, Date.now()]);
      applied.push(migration.version);
    }
    return applied;
  });
}
