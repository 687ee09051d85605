import * as v from 'valibot';
import { KNOWN_TASKS } from '../catalog/tasks.js';
import { lazyWithShape } from './lazy-shape.js';
import { messageSchema } from './message-schema.js';
import { isPlainObject, jsonObject, pathItem, strictRecord } from './object-schema.js';
import { toolChoiceSchema, toolSchema } from './tool-schema.js';

export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | {
      type: 'json_schema';
      json_schema: {
        name: string;
        description?: string | undefined;
        schema?: Record<string, unknown> | undefined;
        strict?: boolean | null | undefined;
      };
    };

export interface StreamOptions {
  include_usage?: boolean | undefined;
  include_obfuscation?: boolean | undefined;
}

const RESPONSE_FORMAT_TYPES = ['text', 'json_object', 'json_schema'] as const;

const jsonSchemaFormat = strictRecord({
  type: v.literal('json_schema'),
  json_schema: strictRecord({
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    description: v.optional(v.string()),
    schema: v.optional(jsonObject),
    strict: v.nullish(v.boolean()),
  }),
});
const plainFormat = strictRecord({ type: v.picklist(['text', 'json_object']) });
const unknownFormat = strictRecord({ type: v.picklist(RESPONSE_FORMAT_TYPES) });

// `unknownFormat` only ever fails (a known type goes to its own schema), hence the cast.
const responseFormat = lazyWithShape(
  (input) => {
    const type = isPlainObject(input) ? input['type'] : undefined;
    if (type === 'json_schema') return jsonSchemaFormat;
    return type === 'text' || type === 'json_object' ? plainFormat : unknownFormat;
  },
  v.union([plainFormat, jsonSchemaFormat]),
) as v.GenericSchema<unknown, ResponseFormat>;

const stopList = v.pipe(v.array(v.string()), v.maxLength(4));
/** OpenAI accepts one stop sequence or up to four. */
const stop = lazyWithShape((input) => (typeof input === 'string' ? v.string() : stopList), v.union([v.string(), stopList])) as v.GenericSchema<
  unknown,
  string | string[]
>;

const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));
const numberIn = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

/**
 * The keys of a completion request common to the chat and job bodies. Optional keys sent as
 * null count as absent (several OpenAI-compatible clients send `null` for unset parameters).
 * Ceilings (output tokens, tools, turns, input size) are not checked here: they are the
 * per-model limits admission answers with 400 `limit-exceeded`.
 */
export const completionEntries = {
  model: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  messages: v.pipe(v.array(messageSchema), v.minLength(1)),
  max_tokens: v.nullish(positiveInteger),
  max_completion_tokens: v.nullish(positiveInteger),
  task: v.nullish(v.picklist(KNOWN_TASKS)),
  // An identifier the store keeps as text: PostgreSQL text cannot hold U+0000 (`wrong-type`).
  scopeId: v.nullish(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(100),
      v.check((id: string) => !id.includes('\u0000')),
    ),
  ),
  tools: v.nullish(v.array(toolSchema)),
  tool_choice: v.nullish(toolChoiceSchema),
  temperature: v.nullish(numberIn(0, 2)),
  top_p: v.nullish(numberIn(0, 1)),
  stop: v.nullish(stop),
  seed: v.nullish(v.pipe(v.number(), v.integer())),
  user: v.nullish(v.string()),
  parallel_tool_calls: v.nullish(v.boolean()),
  response_format: v.nullish(responseFormat),
  presence_penalty: v.nullish(numberIn(-2, 2)),
  frequency_penalty: v.nullish(numberIn(-2, 2)),
};

const streamEntries = {
  stream: v.nullish(v.boolean()),
  stream_options: v.nullish(strictRecord({ include_usage: v.optional(v.boolean()), include_obfuscation: v.optional(v.boolean()) })),
};

interface ToolFacts {
  tools?: readonly { function: { name: string } }[] | null | undefined;
  tool_choice?: unknown;
}

/**
 * Rules across fields: tool names are unique (the model could not tell two apart), and a
 * named `tool_choice` must name one of the request's tools.
 */
function toolRules<TRequest extends ToolFacts>() {
  return v.rawCheck<TRequest>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const request = dataset.value;
    const tools = request.tools ?? [];
    const seen = new Set<string>();
    for (const [index, tool] of tools.entries()) {
      if (seen.has(tool.function.name)) {
        addIssue({
          message: 'duplicate',
          path: [
            pathItem(request, 'tools'),
            { type: 'array', origin: 'value', input: [...tools], key: index, value: tool },
            pathItem(tool, 'function'),
            pathItem(tool.function, 'name'),
          ],
        });
        return;
      }
      seen.add(tool.function.name);
    }
    const choice = request.tool_choice;
    if (isPlainObject(choice) && isPlainObject(choice['function'])) {
      const name = choice['function']['name'];
      if (typeof name === 'string' && !seen.has(name)) {
        addIssue({
          message: 'unknown-reference',
          path: [pathItem(request, 'tool_choice'), pathItem(choice, 'function'), pathItem(choice['function'], 'name')],
        });
      }
    }
  });
}

const chatObject = strictRecord({ ...completionEntries, ...streamEntries });
/** The body of `POST /v1/chat/completions`. */
export const chatRequestSchema = v.pipe(chatObject, toolRules<v.InferOutput<typeof chatObject>>());

const jobObject = strictRecord(completionEntries);
/** The body of `POST /v1/research/jobs`: the same keys without `stream` (a job is never streamed). */
export const jobRequestSchema = v.pipe(jobObject, toolRules<v.InferOutput<typeof jobObject>>());

export type RawJobRequest = v.InferOutput<typeof jobRequestSchema>;
