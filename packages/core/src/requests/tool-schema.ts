import * as v from 'valibot';
import { lazyWithShape } from './lazy-shape.js';
import { jsonObject, strictRecord } from './object-schema.js';

/** A function the model may call; the caller runs it (the server executes no tools). */
export interface FunctionTool {
  type: 'function';
  function: {
    name: string;
    description?: string | undefined;
    parameters?: Record<string, unknown> | undefined;
    strict?: boolean | null | undefined;
  };
}

/** The `tool_choice` values that are a mode rather than a named function. */
export const TOOL_CHOICE_MODES = ['none', 'auto', 'required'] as const;

export type ToolChoice = (typeof TOOL_CHOICE_MODES)[number] | { type: 'function'; function: { name: string } };

/** OpenAI's rule for function names: 1 to 64 letters, digits, underscores and dashes. */
const functionName = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));

/** One tool definition of a request (a function with its JSON Schema parameters). */
export const toolSchema: v.GenericSchema<unknown, FunctionTool> = strictRecord({
  type: v.literal('function'),
  function: strictRecord({
    name: functionName,
    description: v.optional(v.string()),
    parameters: v.optional(jsonObject),
    strict: v.nullish(v.boolean()),
  }),
});

const namedFunction = strictRecord({
  type: v.literal('function'),
  function: strictRecord({ name: functionName }),
});

/** A request's `tool_choice`: one of the modes, or the named function to call. */
// A string is one of the modes; anything else must be the named-function object.
export const toolChoiceSchema = lazyWithShape(
  (input) => (typeof input === 'string' ? v.picklist(TOOL_CHOICE_MODES) : namedFunction),
  v.union([v.picklist(TOOL_CHOICE_MODES), namedFunction]),
) as v.GenericSchema<unknown, ToolChoice>;
