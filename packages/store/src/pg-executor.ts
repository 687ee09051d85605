import { createHash } from 'node:crypto';
import pg from 'pg';
import { sqlState, type SqlExecutor, type SqlRows, type SqlStatement } from './sql-executor.js';
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
 * transaction is BEGIN/COMMIT/ROLLBACK on one pooled client, at READ COMMITTED, pipelined: BEGIN
 * goes out with the transaction's first statements, a `pipeline` is one round trip, and
 * `commitWith` sends its statements and COMMIT in one round trip too. The store's
 * invariants rest on row locks taken by conditional UPDATEs, so a deadlock or serialization failure
 * (rare, but PostgreSQL may choose either under contention) rolls back and the transaction reruns.
 */
export async function openPgExecutor(url: string, options: PgExecutorOptions = {}): Promise<SqlExecutor> {
  const connectionString = options.schema === undefined ? url : await withSchema(url, options.schema);
  // Pipelined: a transaction's statements are written one after the other without waiting for
  // each answer (node-postgres's pipeline mode), so BEGIN, a batch's reads, its writes and COMMIT
  // cost the round trips the transaction's logic needs, not one per statement.
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10, pipeline: true });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);

  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await pool.query(namedQuery({ text, params }));
      return { rows: result.rows as T[] };
    },
    // BEGIN, the statements and COMMIT: one round trip.
    pipeline: (statements) => executor.transaction((tx) => tx.commitWith(statements)),
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
    // Not awaited alone: it travels with the transaction's first statements (pipeline mode).
    const begun = client.query('BEGIN');
    // Its failure is thrown where it is awaited, with the first statements; never unhandled.
    begun.catch(() => undefined);
    const tx = clientExecutor(client, begun);
    try {
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

/**
 * The executor a transaction's code runs on, and the COMMIT that ends it (once, early or at the
 * end). Statements are written together and answered in order; BEGIN's answer is awaited with the
 * first of them.
 */
function clientExecutor(client: pg.PoolClient, begun: Promise<unknown>): { executor: SqlExecutor; commit(): Promise<void> } {
  let committed = false;
  let opened: Promise<unknown> | undefined = begun;
  /** Sends the statements (and COMMIT when asked) at once; the first failure, in order, is thrown. */
  async function send(statements: readonly SqlStatement[], withCommit: boolean): Promise<SqlRows<unknown>[]> {
    const sent: Promise<pg.QueryResult>[] = [];
    if (opened) sent.push(opened as Promise<pg.QueryResult>);
    opened = undefined;
    const skip = sent.length;
    for (const statement of statements) sent.push(client.query(namedQuery(statement)));
    if (withCommit) {
      committed = true;
      sent.push(client.query('COMMIT'));
    }
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const results = settled.map((result) => (result as PromiseFulfilledResult<pg.QueryResult>).value);
    // COMMIT of a transaction that a failed statement aborted answers ROLLBACK instead of an error.
    if (withCommit && results.at(-1)?.command !== 'COMMIT') throw new Error('the transaction was aborted by a failed statement and rolled back');
    return results.slice(skip, skip + statements.length).map((result) => ({ rows: result.rows as unknown[] }));
  }
  const commit = async () => {
    if (committed) return;
    await send([], true);
  };
  const executor: SqlExecutor = {
    async query<T>(text: string, params?: readonly unknown[]) {
      const [result] = await send([{ text, params }], false);
      return { rows: (result?.rows ?? []) as T[] };
    },
    pipeline: (statements) => send(statements, false),
    commitWith: (statements) => send(statements, true),
    async exec(script: string) {
      await send([], false);
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
