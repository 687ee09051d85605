import * as v from 'valibot';
import { type FieldError, type Result, describeFieldError, err, fieldErrorFromIssues, firstIssueInDocumentOrder, ok } from '@secgate/core';

/** What a calculator answers instead of a result: the `error` object of a 400 body. */
export type CalculatorError = InvalidInputError | DependencyCycleError;

/**
 * A field of the input that cannot be read: its dotted path, why, and the allowed values when they are few.
 */
export interface InvalidInputError {
  code: 'invalid-input';
  message: string;
  field: string;
  reason: FieldError['reason'];
  allowed?: readonly (string | number)[];
}

/** recover's refusal when assets depend on each other in a cycle, so no restore order exists. */
export interface DependencyCycleError {
  code: 'dependency-cycle';
  message: string;
  /** One cycle in dependency order (each depends on the next, the last on the first). */
  assets: string[];
}

/** Every calculator error is answered with HTTP 400. */
export const CALCULATOR_ERROR_STATUS = 400;

/** What a calculator answers: the answer, or a CalculatorError; never a thrown exception for bad input. */
export type CalculatorResult<T> = Result<T, CalculatorError>;

/** The `invalid-input` error of a field error, with the sentence that describes it when it has none. */
export function invalidInput(fieldError: FieldError): InvalidInputError {
  const { field, reason, allowed } = fieldError;
  const message = fieldError.message ?? describeFieldError(fieldError);
  return allowed ? { code: 'invalid-input', message, field, reason, allowed } : { code: 'invalid-input', message, field, reason };
}

/** Validates with valibot and reports the first failing field in the order of the input document. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): Result<v.InferOutput<S>, InvalidInputError> {
  const result = v.safeParse(schema, input);
  return result.success ? ok(result.output) : err(invalidInput(fieldErrorFromIssues([firstIssueInDocumentOrder(result.issues)])));
}
