import { ERROR_STATUS, type ErrorCode, type FieldReason } from './error-codes.js';

/** The wire body of every error: `{"error": {"code", "message", ...details}}`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; [detail: string]: unknown };
}

/** An error as the domain reports it: the status to answer with and the body to send. */
export interface ApiError {
  status: number;
  body: ErrorBody;
}

/** A field that cannot be read, as calculators and request schemas report it. */
export interface FieldError {
  field: string;
  reason: FieldReason;
  /** Present when `reason` is `not-an-allowed-value`. */
  allowed?: readonly (string | number)[];
  message?: string;
}

/** An ApiError of `code`: its HTTP status and the `{error: {code, message, ...details}}` body. */
export function apiError(code: ErrorCode, message: string, details: Record<string, unknown> = {}): ApiError {
  return { status: ERROR_STATUS[code], body: { error: { ...details, code, message } } };
}

/** 400 for a field of a calculator input (`invalid-input`), of a request body (`invalid-request`) or of a query (`invalid-query`). */
export function fieldApiError(code: 'invalid-input' | 'invalid-request' | 'invalid-query', fieldError: FieldError): ApiError {
  const { field, reason, allowed } = fieldError;
  const message = fieldError.message ?? describeFieldError(fieldError);
  return apiError(code, message, allowed ? { field, reason, allowed } : { field, reason });
}

/** The sentence that tells a caller what is wrong with one field, e.g. "The field 'model' is required.". */
export function describeFieldError({ field, reason, allowed }: FieldError): string {
  switch (reason) {
    case 'required':
      return `The field '${field}' is required.`;
    case 'wrong-type':
      return `The field '${field}' has the wrong type.`;
    case 'not-an-allowed-value':
      return `The field '${field}' must be one of: ${(allowed ?? []).join(', ')}.`;
    case 'out-of-range':
      return `The field '${field}' is out of range.`;
    case 'invalid-timestamp':
      return `The field '${field}' must be an ISO 8601 timestamp with a time and an explicit offset.`;
    case 'unknown-reference':
      return `The field '${field}' refers to something that does not exist.`;
    case 'unknown-field':
      return `The field '${field}' is not allowed here.`;
    case 'duplicate':
      return `The field '${field}' repeats a value that must be unique.`;
    case 'too-long':
      return `The field '${field}' is too long.`;
    case 'too-many':
      return `The field '${field}' has too many items.`;
    case 'malformed-json':
      return 'The request body is not valid JSON.';
  }
}
