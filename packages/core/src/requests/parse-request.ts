import { MODEL_LIMITS } from '../catalog/model-limits.js';
import { DEFAULT_SCOPE_ID, DEFAULT_TASK, type Task } from '../catalog/tasks.js';
import type { FieldError } from '../errors/api-error.js';
import { ok, type Result } from '../errors/result.js';
import type { ChatMessage } from './message-schema.js';
import { parseObjectBody } from './parse-object-body.js';
import { chatRequestSchema, jobRequestSchema, type RawJobRequest, type ResponseFormat, type StreamOptions } from './request-schema.js';
import type { FunctionTool, ToolChoice } from './tool-schema.js';

/** The sampling and tool fields that pass through to the upstream unchanged when present. */
export const PASS_THROUGH_FIELDS = [
  'tools',
  'tool_choice',
  'temperature',
  'top_p',
  'stop',
  'seed',
  'user',
  'parallel_tool_calls',
  'response_format',
  'presence_penalty',
  'frequency_penalty',
] as const;

/**
 * A completion request as the domain uses it, whichever route it came by: `max_tokens`,
 * `task` and `scopeId` are always set, and optional fields sent as null are absent.
 */
export interface CompletionRequest {
  model: string;
  messages: ChatMessage[];
  /** The output ceiling; absent in the body means the per-model ceiling, 32,768. */
  max_tokens: number;
  task: Task;
  scopeId: string;
  tools?: FunctionTool[];
  tool_choice?: ToolChoice;
  temperature?: number;
  top_p?: number;
  stop?: string | string[];
  seed?: number;
  user?: string;
  parallel_tool_calls?: boolean;
  response_format?: ResponseFormat;
  presence_penalty?: number;
  frequency_penalty?: number;
}

/** A `POST /v1/chat/completions` request; `stream` is always set (false when absent). */
export interface ChatRequest extends CompletionRequest {
  stream: boolean;
  stream_options?: StreamOptions;
}

/** A `POST /v1/research/jobs` request. */
export type JobRequest = CompletionRequest;

/**
 * Reads a `POST /v1/chat/completions` body into a ChatRequest, or the first field error in document order.
 */
export function parseChatRequest(body: unknown): Result<ChatRequest, FieldError> {
  const parsed = parseObjectBody(chatRequestSchema, body);
  if (!parsed.ok) return parsed;
  const { stream, stream_options, ...rest } = parsed.value;
  const request: ChatRequest = { ...normalise(rest), stream: stream ?? false };
  if (stream_options != null) request.stream_options = stream_options;
  return ok(request);
}

/** Reads a `POST /v1/research/jobs` body into a JobRequest, or the first field error in document order. */
export function parseJobRequest(body: unknown): Result<JobRequest, FieldError> {
  const parsed = parseObjectBody(jobRequestSchema, body);
  return parsed.ok ? ok(normalise(parsed.value)) : parsed;
}

function normalise(raw: RawJobRequest): CompletionRequest {
  const request: CompletionRequest = {
    model: raw.model,
    messages: raw.messages,
    // `max_completion_tokens` is the newer name; `max_tokens` wins when both are sent.
    max_tokens: raw.max_tokens ?? raw.max_completion_tokens ?? MODEL_LIMITS.outputTokens,
    task: raw.task ?? DEFAULT_TASK,
    scopeId: raw.scopeId ?? DEFAULT_SCOPE_ID,
  };
  const target = request as unknown as Record<string, unknown>;
  for (const key of PASS_THROUGH_FIELDS) {
    const value = raw[key];
    if (value != null) target[key] = value;
  }
  return request;
}
