import * as v from 'valibot';
import { lazyWithShape } from './lazy-shape.js';
import { isPlainObject, pathItem, strictRecord } from './object-schema.js';

/** The roles a chat message may have, as OpenAI's chat completions name them. */
export const MESSAGE_ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const CONTENT_PART_TYPES = ['text', 'image_url', 'input_audio', 'file', 'refusal'] as const;

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' | undefined } }
  | { type: 'input_audio'; input_audio: { data: string; format: 'wav' | 'mp3' } }
  | { type: 'file'; file: { file_data?: string | undefined; file_id?: string | undefined; filename?: string | undefined } }
  | { type: 'refusal'; refusal: string };

/** A tool call the model made earlier, sent back in an assistant turn. */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** One turn of the conversation. Optional keys sent as null are dropped. */
export interface ChatMessage {
  role: MessageRole;
  content: string | ContentPart[] | null;
  name?: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  refusal?: string;
}

// Each part type has its own strict shape; an unknown `type` is reported as
// `not-an-allowed-value` on `type` rather than as a vague union failure.
const PART_SCHEMAS = {
  text: strictRecord({ type: v.literal('text'), text: v.string() }),
  image_url: strictRecord({
    type: v.literal('image_url'),
    image_url: strictRecord({ url: v.string(), detail: v.optional(v.picklist(['auto', 'low', 'high'])) }),
  }),
  input_audio: strictRecord({
    type: v.literal('input_audio'),
    input_audio: strictRecord({ data: v.string(), format: v.picklist(['wav', 'mp3']) }),
  }),
  file: strictRecord({
    type: v.literal('file'),
    file: strictRecord({ file_data: v.optional(v.string()), file_id: v.optional(v.string()), filename: v.optional(v.string()) }),
  }),
  refusal: strictRecord({ type: v.literal('refusal'), refusal: v.string() }),
};
const unknownPart = strictRecord({ type: v.picklist(CONTENT_PART_TYPES) });

// `unknownPart` only ever fails (a known type goes to its own schema), hence the cast.
const contentPart = lazyWithShape(
  (input) => {
    const type = isPlainObject(input) ? input['type'] : undefined;
    return typeof type === 'string' && Object.hasOwn(PART_SCHEMAS, type) ? PART_SCHEMAS[type as keyof typeof PART_SCHEMAS] : unknownPart;
  },
  v.union([PART_SCHEMAS.text, PART_SCHEMAS.image_url, PART_SCHEMAS.input_audio, PART_SCHEMAS.file, PART_SCHEMAS.refusal]),
) as v.GenericSchema<unknown, ContentPart>;

const content = lazyWithShape(
  (input) => (input === null ? v.null() : Array.isArray(input) ? v.array(contentPart) : v.string()),
  v.union([v.string(), v.array(contentPart), v.null()]),
) as v.GenericSchema<unknown, string | ContentPart[] | null>;

const toolCall = strictRecord({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.literal('function'),
  function: strictRecord({ name: v.pipe(v.string(), v.minLength(1)), arguments: v.string() }),
});

const OPTIONAL_MESSAGE_KEYS = ['name', 'tool_calls', 'tool_call_id', 'refusal'] as const;

/** One chat message of a request: its role, content (text or parts) and role-specific fields. */
export const messageSchema: v.GenericSchema<unknown, ChatMessage> = v.pipe(
  strictRecord({
    role: v.picklist(MESSAGE_ROLES),
    content: v.optional(content, null),
    name: v.nullish(v.pipe(v.string(), v.minLength(1))),
    tool_calls: v.nullish(v.array(toolCall)),
    tool_call_id: v.nullish(v.pipe(v.string(), v.minLength(1))),
    refusal: v.nullish(v.string()),
  }),
  // The turn rules of the OpenAI shape: only an assistant turn that calls tools may go
  // without content, and a tool turn must say which call it answers.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = dataset.value;
    const callsTools = (message.tool_calls?.length ?? 0) > 0;
    if (message.content === null && !(message.role === 'assistant' && callsTools)) {
      addIssue({ message: 'required', path: [pathItem(message, 'content')] });
    } else if (message.role === 'tool' && message.tool_call_id == null) {
      addIssue({ message: 'required', path: [pathItem(message, 'tool_call_id')] });
    }
  }),
  v.transform((message) => {
    const out: Record<string, unknown> = { role: message.role, content: message.content };
    for (const key of OPTIONAL_MESSAGE_KEYS) {
      const value = message[key];
      if (value == null || (Array.isArray(value) && value.length === 0)) continue;
      out[key] = value;
    }
    return out as unknown as ChatMessage;
  }),
);
