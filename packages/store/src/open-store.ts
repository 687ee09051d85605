import { openPgExecutor } from './pg-executor.js';
import { openPgliteExecutor } from './pglite-executor.js';
import type { SqlExecutor } from './sql-executor.js';
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
  // PGlite runs as one backend with no autovacuum: the store vacuums it when the sweeper asks.
  const store = createSqlStore(executor, { vacuumsOnRequest: !isPostgresUrl(url) });
  try {
    await store.migrate();
  } catch (error) {
    await executor.close().catch(() => undefined);
    throw error;
  }
  return store;
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
  throw new Error(`Unsupported database URL: use memory:, file:<dir> or postgres://... (got '${redactedUrl(url)}').`);
}

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** Never echo a password from a mistyped URL into an error message or a log. */
function redactedUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
