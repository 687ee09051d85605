import type { Redaction } from './redact-secrets.js';
import { redactJsonValue } from './redact-json-value.js';

/**
 * A log record with every string redacted (docs/operations.md#logs): the fields of one log line,
 * before they are written. An Error among them (the `err` of a failure) becomes plain data first,
 * `{type, message, stack, ...its own fields}`, with its cause, so its message and stack are
 * redacted too. Numbers, booleans and field names the service chose cost nothing; a record
 * without secrets is returned as the same object. `redact` is redactSecrets unless the caller
 * passes a memoised twin (see redactJsonValue).
 */
export function redactLogRecord(record: Record<string, unknown>, redact?: (text: string) => Redaction): Record<string, unknown> {
  let plain: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value instanceof Error) (plain ??= { ...record })[key] = errorData(value, 0);
  }
  return redactJsonValue(plain ?? record, redact).value;
}

/** Causes deeper than this are cut: a cycle of causes must not loop. */
const MAX_CAUSES = 5;

function errorData(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.name, message: error.message };
  if (error.stack !== undefined) out['stack'] = error.stack;
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    out[key] = value instanceof Error ? (depth < MAX_CAUSES ? errorData(value, depth + 1) : value.name) : value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && !('cause' in out)) out['cause'] = cause instanceof Error ? (depth < MAX_CAUSES ? errorData(cause, depth + 1) : cause.name) : cause;
  return out;
}
