import { createHash } from 'node:crypto';
import pg from 'pg';
import { sqlState, type SqlExecutor, type SqlStatement } from './sql-executor.js';
import { toSqlParam } from './sql-param.js';

export interface PgExecutorOptions {
  /**
   * Work in this schema instead of the connection's default: it is created if missing and set as
   * `search_path` on every pooled connection. Used to give each test run its own tables.
   */
  schema?: string;
  /** Pool size; 10 by default. */
  maxConnections?: number;
}

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

/**
 * A PostgreSQL server through a `pg` pool: any number of gateway processes can share it. A
 * transaction is BEGIN/COMMIT/ROLLBACK on one pooled client, at READ COMMITTED; the store's
 * invariants rest on row locks taken by conditional UPDATEs, so a deadlock or serialization failure
 * (rare, but PostgreSQL may choose either under contention) rolls back and the transaction reruns.
 */
export async function openPgExecutor(url: string, options: PgExecutorOptions = {}): Promise<SqlExecutor> {
  const connectionString = options.schema === undefined ? url : await withSchema(url, options.schema);
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);

  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await pool.query(namedQuery({ text, params }));
      return { rows: result.rows as T[] };
    },
    pipeline: (statements) => executor.transaction((tx) => tx.pipeline(statements)),
    commitWith: (statements) => executor.pipeline(statements),
    async exec(script: string) {
      await pool.query(script);
      // A script may alter tables: statements prepared before it must be prepared again.
      statementGeneration += 1;
    },
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await runOnce(pool, fn);
        } catch (error) {
          const state = sqlState(error);
          if (attempt >= MAX_ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
          await sleep(Math.random() * 10 * attempt);
        }
      }
    },
    async close() {
      await pool.end();
    },
  };
  return executor;
}

/**
 * The statement as a named prepared statement: each pooled connection parses and plans it once.
 * The name is a digest of the text, so one text always has one name. Parameters go as the same
 * text PGlite gets (sql-param.ts).
 */
function namedQuery(statement: SqlStatement): pg.QueryConfig {
  let digest = statementDigests.get(statement.text);
  if (digest === undefined) {
    digest = createHash('sha1').update(statement.text).digest('hex').slice(0, 20);
    statementDigests.set(statement.text, digest);
  }
  return { name: `sg${statementGeneration}_${digest}`, text: statement.text, values: (statement.params ?? []).map(toSqlParam) };
}
const statementDigests = new Map<string, string>();
/** Bumped by every script run: the names change, so every statement is prepared afresh. */
let statementGeneration = 0;

async function runOnce<T>(pool: pg.Pool, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      const tx = clientExecutor(client);
      const value = await fn(tx.executor);
      await tx.commit();
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        // A client that cannot even roll back is discarded rather than returned to the pool.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/** The executor a transaction's code runs on, and the COMMIT that ends it (once, early or at the end). */
function clientExecutor(client: pg.PoolClient): { executor: SqlExecutor; commit(): Promise<void> } {
  let committed = false;
  const commit = async () => {
    if (committed) return;
    committed = true;
    const ended = await client.query('COMMIT');
    // COMMIT of a transaction that a failed statement aborted answers ROLLBACK instead of an error.
    if (ended.command !== 'COMMIT') throw new Error('the transaction was aborted by a failed statement and rolled back');
  };
  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await client.query(namedQuery({ text, params }));
      return { rows: result.rows as T[] };
    },
    async pipeline(statements) {
      // node-postgres sends one statement after the other on the connection; one transaction still.
      const results = [];
      for (const statement of statements) results.push({ rows: (await client.query(namedQuery(statement))).rows as unknown[] });
      return results;
    },
    async commitWith(statements) {
      const results = await executor.pipeline(statements);
      await commit();
      return results;
    },
    async exec(script: string) {
      await client.query(script);
    },
    // Already in a transaction: join it.
    transaction: (fn) => fn(executor),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  return { executor, commit };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates the schema if missing and returns the URL with `-c search_path=<schema>` added to its
 * `options`, so the server sets it at connection start on every pooled connection (a setting in
 * the URL would override one passed beside it, hence editing the URL itself).
 */
async function withSchema(url: string, schema: string): Promise<string> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}': use lower-case letters, digits and _.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    // Two processes creating it at once: one of them loses on the catalog's unique index.
    if (sqlState(error) !== '23505' && sqlState(error) !== '42P06') throw error;
  } finally {
    await client.end();
  }
  const parsed = new URL(url);
  const existing = parsed.searchParams.get('options');
  parsed.searchParams.set('options', `${existing ? `${existing} ` : ''}-c search_path=${schema}`);
  return parsed.toString();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
