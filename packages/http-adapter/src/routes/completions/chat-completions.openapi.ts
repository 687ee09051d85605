import { chatRequestSchema, type ErrorCode } from '@secgate/core';
import * as v from 'valibot';
import type { OperationDeclaration } from '../../openapi/operation.js';
import { chatCompletionSchema } from './completion-answer-schemas.js';

const STREAM_EXAMPLE = [
  'data: {"id":"chatcmpl-3b241101e2bb42558caf4136c566a962","object":"chat.completion.chunk","created":1780000000,"model":"shared-1","choices":[{"index":0,"delta":{},"finish_reason":null}]}',
  'data: {"id":"chatcmpl-3b241101e2bb42558caf4136c566a962","object":"chat.completion.chunk","created":1780000000,"model":"shared-1","choices":[{"index":0,"delta":{"role":"assistant","content":"The buffer overflows: use strncpy or snprintf."},"finish_reason":null}]}',
  'data: {"id":"chatcmpl-3b241101e2bb42558caf4136c566a962","object":"chat.completion.chunk","created":1780000000,"model":"shared-1","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"billing":"free","receiptId":"5f0c7c1e-0a43-4d2e-9d7b-1b8f0a6c2e11"}',
  'data: [DONE]',
  '',
].join('\n\n');

/** The refusals of admission, in its order (docs/api.md#admission); the job API answers them too. */
export const ADMISSION_ERRORS: readonly ErrorCode[] = [
  'model-not-found',
  'route-not-configured',
  'limit-exceeded',
  'task-not-permitted',
  'requirement-unmet',
  'free-quota-exhausted',
  'insufficient-balance',
  'guardrail-blocked',
  'upstream-queue-full',
];

/** `POST /v1/chat/completions` (docs/api.md#chat-completions, #streaming). */
export const CHAT_COMPLETION_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'POST',
    path: '/v1/chat/completions',
    operationId: 'createChatCompletion',
    description:
      'The OpenAI chat-completion body; objects are strict (an unknown key is 400 `invalid-request`, `unknown-field`) and optional ' +
      'keys sent as null count as absent. Per-model limits are checked at admission (400 `limit-exceeded`), then the task, the Red ' +
      'requirements, the free tier or a paid hold, and the guardrails, in that order (docs/api.md#admission). Every completion is a job: ' +
      'the same request sent again re-attaches and is charged at most once.',
    requestBody: {
      schema: chatRequestSchema,
      example: { model: 'shared-1', task: 'code-review', messages: [{ role: 'user', content: 'Review: char buf[8]; strcpy(buf, argv[1]);' }] },
    },
    answers: [
      {
        status: 200,
        description: '`stream` absent or false: the completion as JSON. `stream: true`: server-sent events.',
        content: {
          'application/json': { schema: chatCompletionSchema },
          'text/event-stream': {
            schema: v.string(),
            description:
              'With `"stream": true`: `text/event-stream; charset=utf-8`, `cache-control: no-cache`. Each event is one `data:` line of JSON, ' +
              'a `ChatCompletionChunk` (components.schemas): a heartbeat chunk at once (empty `delta`), another every `heartbeatMs` (10 s) ' +
              'while the job runs, one content chunk holding the whole answer (with `tool_calls`, each with its `index`), one finish chunk ' +
              '(empty `delta`, `finish_reason`, `billing` and `receiptId`, plus `chargedMicroUSD` and `usage` when paid), then `data: [DONE]`. ' +
              'A failed job, a wait beyond `syncWaitMs` or a store failure ends the stream with one `data: {"error": {...}}` event ' +
              '(an `Error` body: `inference-failed`, `inference-timeout` or `internal`) and no `[DONE]`.',
            example: STREAM_EXAMPLE,
          },
        },
      },
    ],
    errors: [...ADMISSION_ERRORS, 'inference-failed', 'inference-timeout'],
  },
];
