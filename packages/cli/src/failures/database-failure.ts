/**
 * An error met while a command opened or used its database, with the database URL it used: the
 * driver's errors name neither the URL nor the directory, and the operator's sentence must.
 */
export class DatabaseFailure extends Error {
  readonly code = 'DATABASE_FAILURE';

  constructor(
    /** The URL as given (`memory:`, `file:<dir>`, `postgres://...`); never printed with its password. */
    readonly db: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'DatabaseFailure';
  }
}

/** Runs `work` against the database `db`; whatever it throws carries the URL on to the top-level catch. */
export async function usingDatabase<T>(db: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DatabaseFailure ? error : new DatabaseFailure(db, error);
  }
}
