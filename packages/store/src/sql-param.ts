/**
 * A JavaScript value as the text a PostgreSQL parameter carries. Both drivers send every parameter
 * in text format with its type left for the server to infer from the statement (what `pg` does by
 * default), so the same SQL with the same values means the same thing on PGlite and on a server,
 * and no extra round trip is spent asking the server for parameter types.
 *
 * Arrays become array literals (`{"a","b"}`, NULL for null), so `unnest($1::text[])` and
 * `= ANY($1::text[])` take a whole batch in one parameter. Plain objects become JSON text.
 */
export function toSqlParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      // NaN and Infinity would be read by PostgreSQL as floats and could slip into integer money.
      if (!Number.isFinite(value)) throw new Error(`cannot bind the non-finite number ${value}`);
      return String(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw new Error(`cannot bind a ${typeof value}`);
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const parts: string[] = [];
  for (const element of values) {
    if (Array.isArray(element)) {
      parts.push(arrayLiteral(element));
      continue;
    }
    const text = toSqlParam(element);
    parts.push(text === null ? 'NULL' : `"${text.replace(/[\\"]/g, '\\$&')}"`);
  }
  return `{${parts.join(',')}}`;
}
