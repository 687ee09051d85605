import { lazyShapeOf } from '@secgate/core';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { AnySchema } from './operation.js';

/** Where named schemas live in the document: `#/components/schemas/<name>`. */
export const COMPONENT_SCHEMAS_REF = '#/components/schemas/';

/*
 * Actions that say something no JSON Schema keyword says, passed over on purpose; each is a rule
 * the document states in prose (docs/api.md) and the route still enforces:
 * - check: an identifier without U+0000 (a timestamp check is turned into `format: date-time`);
 * - raw_check: rules across fields (unique tool names, a message's turn rules);
 * - transform: core's message normalisation, which only drops keys sent as null;
 * - finite: JSON cannot write Infinity or NaN anyway.
 * Any other action or schema the converter cannot express throws, so a new one is seen here.
 */
const PROSE_ONLY_ACTIONS = new Set(['check', 'raw_check', 'transform', 'finite']);

/** The message core's and the calculators' timestamp checks fail with (`v.check(isTimestamp, 'invalid-timestamp')`). */
const TIMESTAMP_CHECK_MESSAGE = 'invalid-timestamp';

/**
 * Converts valibot schemas to JSON Schema 2020-12, the dialect of OpenAPI 3.1.
 *
 * - `typeMode: 'output'` starts each pipe at its last schema: core's and the calculators' strict
 *   objects are `pipe(custom(isPlainObject), strictObject(...))`, whose custom guard only orders
 *   the error reasons, so the object's own schema is what a caller must send.
 * - A lazy schema (a branch picked from the input, for precise errors) is written as the union
 *   core registered with it (`lazyWithShape`); one without is an error, never a silent gap. The
 *   union is converted inline, without the named components, so converting it never starts over.
 * - The converter's own `$defs` (it records every lazy it meets there) are dropped: every lazy is
 *   replaced, so nothing refers to them, and the validation test fails on any dangling `$ref`.
 */
export function convertComponents(components: Readonly<Record<string, AnySchema>>): Record<string, JsonSchema> {
  const converted = toJsonSchemaDefs(components, conversionConfig(components));
  // Only the named ones: the rest are the converter's records of the lazies it replaced.
  return Object.fromEntries(Object.keys(components).map((name) => [name, withoutDefs(converted[name] as JsonSchema)]));
}

/** One schema written out in full, no `$ref` (a parameter's). */
export function convertInline(schema: AnySchema): JsonSchema {
  return withoutDefs(toJsonSchema(schema, conversionConfig({})));
}

function conversionConfig(components: Readonly<Record<string, AnySchema>>): Omit<ConversionConfig, 'definitions'> {
  return {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'throw',
    overrideRef: ({ referenceId }) => (referenceId in components ? `${COMPONENT_SCHEMAS_REF}${referenceId}` : null),
    overrideSchema: ({ valibotSchema }) => {
      if (valibotSchema.type !== 'lazy') return null;
      const shape = lazyShapeOf(valibotSchema);
      if (!shape) throw new Error('A lazy schema without a shape (core: lazyWithShape) cannot be stated in JSON Schema.');
      return convertInline(shape);
    },
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (!PROSE_ONLY_ACTIONS.has(valibotAction.type)) return null;
      const message = (valibotAction as { message?: unknown }).message;
      if (valibotAction.type === 'check' && message === TIMESTAMP_CHECK_MESSAGE) return { ...jsonSchema, format: 'date-time' };
      return { ...jsonSchema };
    },
  };
}

function withoutDefs(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = schema as JsonSchema & { $defs?: unknown };
  return rest;
}
