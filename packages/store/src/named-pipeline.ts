import type { SqlExecutor, SqlRows, SqlStatement } from './sql-executor.js';

/**
 * Statements by name, some of which a batch may not need (null): the present ones, in the order
 * given, to send in one pipeline, and how to read their rows back by name (an absent statement
 * has none). Leaving out what a batch does not need matters on the embedded store, where every
 * statement costs tens of microseconds however little it does.
 */
export interface NamedStatements<K extends string> {
  statements: SqlStatement[];
  rowsByName(results: readonly SqlRows<unknown>[]): Record<K, unknown[]>;
}

export function namedStatements<K extends string>(statements: Record<K, SqlStatement | null>): NamedStatements<K> {
  const all = Object.keys(statements) as K[];
  const present = all.filter((name) => statements[name] !== null);
  return {
    statements: present.map((name) => statements[name] as SqlStatement),
    rowsByName(results) {
      const rows = {} as Record<K, unknown[]>;
      for (const name of all) rows[name] = [];
      present.forEach((name, i) => (rows[name] = results[i]?.rows ?? []));
      return rows;
    },
  };
}

/** The present statements run as one pipeline, their rows back by name. */
export async function namedPipeline<K extends string>(db: SqlExecutor, statements: Record<K, SqlStatement | null>): Promise<Record<K, unknown[]>> {
  const named = namedStatements(statements);
  return named.rowsByName(named.statements.length > 0 ? await db.pipeline(named.statements) : []);
}
