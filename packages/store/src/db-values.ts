/**
 * The one place database values become JavaScript values. The drivers disagree on BIGINT: `pg`
 * returns it as a string, PGlite as a number when it fits and a bigint when it does not, and both
 * return NUMERIC (e.g. SUM of BIGINT) as a string. Every integer column goes through `toInt`, which
 * accepts the three forms and refuses anything that is not a safe integer rather than round it.
 */
export type DbInt = number | string | bigint;

export function toInt(value: DbInt | null | undefined, column = 'value'): number {
  if (value === null || value === undefined) throw new Error(`${column} is null`);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`${column} is not a safe integer: ${String(value)}`);
  return number;
}

export function toIntOrNull(value: DbInt | null | undefined, column = 'value'): number | null {
  return value === null || value === undefined ? null : toInt(value, column);
}

/** Epoch ms as the ISO 8601 UTC string the public job record carries. */
export function isoOrNull(value: DbInt | null | undefined): string | null {
  const ms = toIntOrNull(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/**
 * JSON that the store itself wrote (TEXT columns) or that PostgreSQL built (json_agg): `pg` and
 * PGlite parse `json` results themselves, TEXT arrives as a string. The type is the caller's
 * promise: these columns are written only from values of that type.
 */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function fromJsonOrNull<T>(value: unknown): T | null {
  return value === null || value === undefined ? null : fromJson<T>(value);
}

/** A value for a TEXT JSON column; undefined and null are stored as NULL. */
export function toJsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
