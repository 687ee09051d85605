import { JOB_STATUSES, KNOWN_TASKS } from '@secgate/core';
import * as v from 'valibot';

/*
 * The answers of the completion routes in valibot, for the OpenAPI document (docs/api.md#the-answer,
 * #streaming, #the-job-api). They mirror core's ChatCompletionAnswer, ChatCompletionChunk and Job;
 * the document's tests parse real answers with them, so they cannot drift apart unnoticed.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const microUsd = v.pipe(v.number(), v.integer(), v.minValue(0), v.description('What was charged, in micro-USD; only when `billing` is `paid`.'));

export const toolCallSchema = v.object({
  id: v.string(),
  type: v.literal('function'),
  function: v.object({ name: v.string(), arguments: v.pipe(v.string(), v.description('The arguments as JSON text, unchanged.')) }),
});

export const usageSchema = v.pipe(
  v.object({
    prompt_tokens: count,
    completion_tokens: count,
    total_tokens: count,
    prompt_tokens_details: v.optional(v.nullable(v.object({ cached_tokens: v.optional(v.nullable(count)) }))),
    completion_tokens_details: v.optional(v.nullable(v.object({ reasoning_tokens: v.optional(v.nullable(count)) }))),
  }),
  v.description('Token counts in the OpenAI shape; only when `billing` is `paid`.'),
);

const finishReason = v.picklist(['stop', 'tool_calls', 'length', 'content_filter']);
const billing = v.pipe(v.picklist(['free', 'paid']), v.description('The free tier, or a hold on a paid balance.'));
const receiptId = v.pipe(v.string(), v.description('The durable receipt of this request.'));
const completionId = v.pipe(v.string(), v.description('`chatcmpl-` and the job id without dashes: the same for every answer of one job.'));
const created = v.pipe(count, v.description('Unix seconds.'));

/** `POST /v1/chat/completions` without `stream`: OpenAI's chat completion plus billing and the job id. */
/** What every answer and chunk of one job starts with: its id, kind, time, model and the one choice. */
const answerHead = <const TObject extends string, TChoice extends v.ObjectEntries>(object: TObject, choice: TChoice) => ({
  id: completionId,
  object: v.literal(object),
  created,
  model: v.string(),
  choices: v.pipe(v.array(v.object({ index: v.literal(0), ...choice })), v.length(1)),
});

export const chatCompletionSchema = v.object({
  ...answerHead('chat.completion', {
    message: v.object({
      role: v.literal('assistant'),
      content: v.nullable(v.string()),
      tool_calls: v.optional(v.pipe(v.array(toolCallSchema), v.description('Only when the model called tools; never run by the server.'))),
    }),
    finish_reason: finishReason,
  }),
  billing,
  receiptId,
  jobId: v.pipe(v.string(), v.description('The job this completion is (docs/api.md#the-job-api).')),
  chargedMicroUSD: v.optional(microUsd),
  usage: v.optional(usageSchema),
});

/** One `data:` event of a streamed completion: a heartbeat, the content, or the finish chunk. */
export const chatCompletionChunkSchema = v.pipe(
  v.object({
    ...answerHead('chat.completion.chunk', {
      delta: v.pipe(
        v.object({
          role: v.optional(v.literal('assistant')),
          content: v.optional(v.nullable(v.string())),
          tool_calls: v.optional(v.array(v.object({ index: count, ...toolCallSchema.entries }))),
        }),
        v.description('Empty on a heartbeat and on the finish chunk; the whole answer on the one content chunk.'),
      ),
      finish_reason: v.pipe(v.nullable(finishReason), v.description('null until the finish chunk.')),
    }),
    billing: v.optional(v.pipe(billing, v.description('On the finish chunk only.'))),
    receiptId: v.optional(v.pipe(receiptId, v.description('On the finish chunk only.'))),
    chargedMicroUSD: v.optional(microUsd),
    usage: v.optional(usageSchema),
  }),
  v.description('A `chat.completion.chunk`. Every chunk of one stream carries the same `id`.'),
);

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** The record `POST /v1/research/jobs` and `GET /v1/research/job` answer. */
export const researchJobSchema = v.object({
  jobId: v.pipe(v.string(), v.uuid()),
  object: v.literal('research.job'),
  status: v.picklist(JOB_STATUSES),
  model: v.string(),
  task: v.picklist(KNOWN_TASKS),
  scopeId: v.string(),
  createdAt: timestamp,
  startedAt: v.nullable(timestamp),
  finishedAt: v.nullable(timestamp),
  billing,
  receiptId: v.pipe(v.nullable(v.string()), v.description('null until the job ends.')),
  content: v.pipe(v.nullable(v.string()), v.description('The answer once the job succeeded.')),
  toolCalls: v.array(toolCallSchema),
  finishReason: v.optional(finishReason),
  usage: v.optional(usageSchema),
  chargedMicroUSD: v.optional(microUsd),
  error: v.optional(
    v.pipe(v.looseObject({ code: v.string(), message: v.string() }), v.description('On a failed job: the inner error object (`inference-failed`).')),
  ),
  upstreamQueueMs: v.optional(
    v.pipe(count, v.description("Once the upstream call started: milliseconds it waited for a place under its origin's maxInFlight (0 without a cap).")),
  ),
  redactions: v.optional(v.pipe(v.record(v.string(), count), v.description('Secrets masked in the prompt, per kind.'))),
  guardrails: v.optional(
    v.object({
      version: v.string(),
      matches: v.array(v.looseObject({ ruleId: v.string() })),
    }),
  ),
});

/** The named schemas of these answers, for `components.schemas`. */
export const COMPLETION_SCHEMAS = {
  ToolCall: toolCallSchema,
  Usage: usageSchema,
  ChatCompletion: chatCompletionSchema,
  ChatCompletionChunk: chatCompletionChunkSchema,
  ResearchJob: researchJobSchema,
} as const;
