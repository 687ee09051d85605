import * as v from 'valibot';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A strict object (unknown keys are `unknown-field`) that reports a value of another type
 * (a number, a string, null, an array) as `wrong-type`. valibot raises both problems as a
 * `strict_object` issue, which core's `fieldErrorFromIssues` reads as `unknown-field`; the
 * leading type check separates them.
 */
export function strictShape<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isPlainObject), v.strictObject(entries));
}
