import type { SqlExecutor, SqlStatement } from './sql-executor.js';

/**
 * A pipeline of statements by name, some of which a batch may not need (null): the present ones
 * run in the order given, as one unit, and their rows come back under their names (an absent
 * statement has none). Leaving out what a batch does not need matters on the embedded store,
 * where every statement costs tens of microseconds however little it does.
 */
export async function namedPipeline<K extends string>(db: SqlExecutor, statements: Record<K, SqlStatement | null>): Promise<Record<K, unknown[]>> {
  const names = (Object.keys(statements) as K[]).filter((name) => statements[name] !== null);
  const results = names.length > 0 ? await db.pipeline(names.map((name) => statements[name] as SqlStatement)) : [];
  const rows = {} as Record<K, unknown[]>;
  for (const name of Object.keys(statements) as K[]) rows[name] = [];
  names.forEach((name, i) => (rows[name] = results[i]?.rows ?? []));
  return rows;
}
