import { parse, protocol } from '@electric-sql/pglite';
import type { PgliteProtocol } from './pglite-thread.js';
import type { SqlRows, SqlStatement } from './sql-executor.js';
import { sqlState } from './sql-executor.js';
import { toSqlParam } from './sql-param.js';

/**
 * Statements sent to PGlite through its PostgreSQL wire protocol, several in one call.
 *
 * Why not `PGlite.query`: it spends six calls into the database per statement (parse, describe,
 * bind, describe, execute, sync) plus its own locks, and parses and plans the SQL every time; on
 * this 2-core machine that is 100-300 µs before any row is touched. Here every statement is
 * prepared once under a name and then only bound and executed, a whole pipeline of them goes in
 * one message closed by one Sync, and parameters are text whose types the server infers (as `pg`
 * sends them). Rows are decoded with PGlite's own parsers.
 *
 * Not safe for concurrent use: the caller serialises calls (see pglite-executor.ts).
 */
export interface PgliteWire {
  run(statements: readonly SqlStatement[]): Promise<WireResult[]>;
  /** A script of statements without parameters (simple query protocol). */
  exec(script: string): Promise<void>;
}

/** A statement's rows and its command tag (`INSERT`, `COMMIT`, ...). */
export interface WireResult extends SqlRows<unknown> {
  command: string | undefined;
}

/** Prepared statements kept per database; the least recently used is closed beyond this. */
const MAX_PREPARED = 256;
/** Statements run before cached plans are first dropped; the count doubles after each time. */
const FIRST_REPLAN = 256;
/** PostgreSQL refuses a plan whose result columns changed under it (a table altered since). */
const CACHED_PLAN_CHANGED = '0A000';

export interface PgliteWireOptions {
  /** Statements run before cached plans are first dropped (FIRST_REPLAN by default). */
  firstReplan?: number;
}

export function createPgliteWire(db: PgliteProtocol, options: PgliteWireOptions = {}): PgliteWire {
  const prepared = new Map<string, string>();
  let nextName = 0;
  let toClose: string[] = [];
  // PGlite never analyzes its tables, so nothing ever invalidates a cached plan: a plan made when a
  // table was nearly empty (a sequential scan, say) would stay as the table grows to millions of
  // rows. Dropping the cached plans whenever the number of statements run has doubled makes the
  // plans follow the data: no table grows faster than statements run.
  let executed = 0;
  let replanAt = options.firstReplan ?? FIRST_REPLAN;

  function forget(names: Iterable<string>) {
    for (const name of names) toClose.push(name);
  }

  function encode(statements: readonly SqlStatement[]): { message: Uint8Array; fresh: string[] } {
    const parts: Uint8Array[] = [];
    for (const name of toClose) parts.push(protocol.serialize.close({ type: 'S', name }));
    toClose = [];
    const fresh: string[] = [];
    for (const statement of statements) {
      let name = prepared.get(statement.text);
      if (name === undefined) {
        name = `sg${nextName++}`;
        parts.push(protocol.serialize.parse({ name, text: statement.text }));
        fresh.push(statement.text);
      } else {
        prepared.delete(statement.text); // re-inserted below: the Map's order is the LRU order
      }
      prepared.set(statement.text, name);
      const values = (statement.params ?? []).map(toSqlParam);
      parts.push(protocol.serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE);
    }
    executed += statements.length;
    // Last, so its result follows the statements' own (and it is skipped if one of them fails).
    if (executed >= replanAt) parts.push(...DISCARD_PLANS);
    parts.push(SYNC);
    return { message: Buffer.concat(parts), fresh };
  }

  function evictBeyondLimit() {
    while (prepared.size > MAX_PREPARED) {
      const [oldest, name] = prepared.entries().next().value as [string, string];
      prepared.delete(oldest);
      forget([name]);
    }
  }

  return {
    async run(statements) {
      const { message, fresh } = encode(statements);
      let messages;
      try {
        messages = await db.execProtocolStream(message, { syncToFs: false });
      } catch (error) {
        // Statements after a failing one were skipped, so which fresh names exist is unknown:
        // close them all (closing an unknown name is no error) and prepare them again next time.
        for (const text of fresh) {
          const name = prepared.get(text);
          if (name !== undefined) forget([name]);
          prepared.delete(text);
        }
        if (sqlState(error) === CACHED_PLAN_CHANGED) {
          forget(prepared.values());
          prepared.clear();
        }
        throw error;
      }
      evictBeyondLimit();
      if (executed >= replanAt) replanAt = executed * 2;
      const results = parse.parseResults(messages, db.parsers);
      return statements.map((_, i) => ({ rows: (results[i]?.rows ?? []) as unknown[], command: results[i]?.command }));
    },

    async exec(script) {
      // A script may alter tables: plans prepared before it could no longer fit them.
      forget(prepared.values());
      prepared.clear();
      const closing = toClose.map((name) => protocol.serialize.close({ type: 'S', name }));
      toClose = [];
      const parts = closing.length > 0 ? [...closing, SYNC] : [];
      await db.execProtocolStream(Buffer.concat([...parts, protocol.serialize.query(script)]), { syncToFs: false });
    },
  };
}

const DESCRIBE_PORTAL = protocol.serialize.describe({ type: 'P' });
const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();
const DISCARD_PLANS = [protocol.serialize.parse({ text: 'DISCARD PLANS' }), protocol.serialize.bind({}), EXECUTE];
