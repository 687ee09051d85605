/** One statement with `$1`-style parameters. */
export interface SqlStatement {
  text: string;
  params?: readonly unknown[];
}

export interface SqlRows<T> {
  rows: T[];
}

/**
 * The tiny driver interface the SQL store runs on. Two drivers implement it (PGlite and a `pg`
 * pool) and the store sends both exactly the same SQL with the same parameters (text, types
 * inferred by the server), so what the tests prove on one holds on the other.
 */
export interface SqlExecutor {
  /** One statement. Rows are typed by the caller (unchecked). */
  query<T>(text: string, params?: readonly unknown[]): Promise<SqlRows<T>>;
  /**
   * Several statements, in order, as one unit: in their own transaction, or as part of the
   * transaction this executor already is. Their rows come back in the same order. PGlite sends
   * them in one call of its wire protocol, which is what makes a batch cheap there.
   */
  pipeline(statements: readonly SqlStatement[]): Promise<SqlRows<unknown>[]>;
  /**
   * The last step of a transaction: the statements, then COMMIT, in one call to the database
   * where the driver can (PGlite). A failing statement skips the COMMIT and the transaction rolls
   * back. Nothing may run in the transaction after it. Outside a transaction, as `pipeline`.
   */
  commitWith(statements: readonly SqlStatement[]): Promise<SqlRows<unknown>[]>;
  /** Several statements without parameters (migration scripts). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Called on an
   * executor that is already a transaction, `fn` simply joins it (there is no nesting).
   */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Thrown inside a transaction to roll it back while still answering normally: `inTransaction`
 * returns `value` after the ROLLBACK. Used when a method must undo what it did (a reservation that
 * lost a race) without that being an error.
 */
export class RollbackWith<T> extends Error {
  constructor(readonly value: T) {
    super('transaction rolled back on purpose');
    this.name = 'RollbackWith';
  }
}

/**
 * `executor.transaction(fn)`, except that a `RollbackWith` thrown by `fn` rolls back and returns
 * its value, which must be a T (a throw cannot be type-checked, so keep the throw next to the call).
 */
export async function inTransaction<T>(executor: SqlExecutor, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  try {
    return await executor.transaction(fn);
  } catch (error) {
    if (error instanceof RollbackWith) return error.value as T;
    throw error;
  }
}

/** The SQLSTATE of a database error (both drivers set `code`), or undefined. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Another process won a race between a transaction's reads (or what it assumed) and its writes: a
 * job inserted first (unique_violation), or a balance, a day's usage or a credential moved
 * (serialization_failure, raised by the writes' own checks through `secgate_assert`).
 */
export function isLostRace(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23505' || state === '40001';
}
