import * as v from 'valibot';

/** A JSON object: not null, not an array (valibot's object schemas accept arrays). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// valibot reports a non-object given to `strictObject` with the same issue type as an unknown
// key, which would read as `unknown-field`; this guard reports it as `wrong-type` first.
const objectGuard = v.custom<Record<string, unknown>>(isPlainObject, (issue) => (issue.received === 'undefined' ? 'required' : 'wrong-type'));

/** A JSON object with exactly these keys: any other key is `unknown-field`. */
export function strictRecord<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(objectGuard, v.strictObject(entries));
}

/** Any JSON object, kept as given (JSON schemas of tool parameters and response formats). */
export const jsonObject = v.pipe(objectGuard, v.record(v.string(), v.unknown()));

/** A path step for an issue a check raises on one key of an object, so the field is named. */
export function pathItem(input: object, key: string): v.ObjectPathItem {
  const record = input as Record<string, unknown>;
  return { type: 'object', origin: 'value', input: record, key, value: record[key] };
}
