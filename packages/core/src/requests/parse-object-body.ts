import * as v from 'valibot';
import type { FieldError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { fieldErrorFromIssues } from '../validation/field-error-from-issues.js';
import { isPlainObject } from './object-schema.js';

/**
 * Reads a JSON request body with its schema, or the first field error in document order. A body
 * that is not a JSON object at all is named `body`, since it has no field to name.
 */
export function parseObjectBody<T>(schema: v.GenericSchema<unknown, T>, body: unknown): Result<T, FieldError> {
  if (body === undefined || body === null) return err({ field: 'body', reason: 'required' });
  if (!isPlainObject(body)) return err({ field: 'body', reason: 'wrong-type' });
  const parsed = v.safeParse(schema, body, { abortEarly: true });
  return parsed.success ? ok(parsed.output) : err(fieldErrorFromIssues(parsed.issues));
}
