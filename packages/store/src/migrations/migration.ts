/**
 * One numbered schema change: `migrations/NNN-name.sql`. The SQL files are inlined into the bundle
 * at build time (tsup's text loader) and read as text by the tests (a small vite plugin), so the
 * bundled package carries them without files beside it.
 */
export interface Migration {
  /** 1, 2, 3, ... applied in this order, each exactly once per database (or schema). */
  version: number;
  name: string;
  /** One or more statements; run inside the migration transaction. */
  sql: string;
}
