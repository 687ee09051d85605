/**
 * One numbered schema change. The SQL lives in TypeScript rather than in .sql files because the
 * package is bundled (tsup): a string constant travels with the bundle, a file beside it would not.
 */
export interface Migration {
  /** 1, 2, 3, ... applied in this order, each exactly once per database (or schema). */
  version: number;
  name: string;
  /** One or more statements; run inside the migration transaction. */
  sql: string;
}
