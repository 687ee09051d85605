import { existsSync } from 'node:fs';
import { schemaVersion } from './migrations.js';
import { openPgExecutor } from './pg-executor.js';
import { openPgliteExecutor } from './pglite-executor.js';
import type { SqlExecutor } from './sql-executor.js';
import { OwnerView } from './memory/owner-view.js';
import { ReplicaView } from './memory/replica-view.js';
import { createSqlStore } from './sql-store.js';
import type { Store } from './store.js';

export interface OpenStoreOptions {
  /**
   * PostgreSQL only: use this schema (created if missing) instead of the connection's default, e.g.
   * a fresh schema per test run. Lower-case letters, digits and `_`.
   */
  schema?: string;
  /** PostgreSQL only: pool size (10 by default). */
  maxConnections?: number;
}

/**
 * Opens the store named by `url` and applies any missing migration:
 * - `memory:` embedded PGlite in memory (gone when closed),
 * - `file:<dir>` embedded PGlite on disk in `<dir>` (created if missing), e.g. `file:./.secgate/db`,
 * - `postgres://...` or `postgresql://...` a PostgreSQL server, shared by any number of processes.
 */
export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  const executor = await openExecutor(url, options);
  // PGlite is one backend, this process's alone (its directory lock, or memory); a PostgreSQL
  // server is shared with other replicas.
  const store = createSqlStore(executor, { memory: isPostgresUrl(url) ? new ReplicaView() : new OwnerView(executor) });
  try {
    await store.migrate();
  } catch (error) {
    await executor.close().catch(() => undefined);
    throw error;
  }
  return store;
}

/**
 * The schema version of the database at `url`, without migrating or creating anything: 0 for a
 * database no migration has run on; null for an embedded store whose directory does not exist
 * yet, or one in memory (the start creates it). `secgate check` reads it.
 */
export async function readSchemaVersion(url: string): Promise<number | null> {
  if (url === 'memory:' || url === 'memory://') return null;
  if (url.startsWith('file:') && !existsSync(url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))) return null;
  const executor = await openExecutor(url);
  try {
    const { rows } = await executor.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
    return rows[0]?.present ? await schemaVersion(executor) : 0;
  } finally {
    await executor.close();
  }
}

/** The driver for `url`, without migrating (see openStore for the forms). */
export async function openExecutor(url: string, options: OpenStoreOptions = {}): Promise<SqlExecutor> {
  if (url === 'memory:' || url === 'memory://') return openPgliteExecutor();
  if (url.startsWith('file:')) {
    const dir = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (dir === '') throw new Error(`Database URL '${url}' names no directory: use file:<dir>, e.g. file:./.secgate/db.`);
    return openPgliteExecutor(dir);
  }
  if (isPostgresUrl(url)) return openPgExecutor(url, options);
  throw new Error(`Unsupported database URL: use memory:, file:<dir> or postgres://... (got '${redactDatabaseUrl(url)}').`);
}

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** A database URL with its password, if any, replaced: never echoed into an error message or a log. */
function redactDatabaseUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
