import { jobRequestSchema } from '@secgate/core';
import * as v from 'valibot';
import type { OperationDeclaration } from '../../openapi/operation.js';
import { jsonAnswer } from '../../openapi/operation.js';
import { ADMISSION_ERRORS } from './chat-completions.openapi.js';
import { researchJobSchema } from './completion-answer-schemas.js';

const uuidV4 = v.pipe(v.string(), v.uuid(), v.description('A UUID v4; it is the job id.'));
const EXAMPLE_JOB_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

/** The job API (docs/api.md#the-job-api). */
export const RESEARCH_JOB_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'POST',
    path: '/v1/research/jobs',
    operationId: 'createResearchJob',
    description:
      'The chat-completion body without `stream` and `stream_options`, run as a job whose id is the `idempotency-key`. Answers 202 at ' +
      'once, whether it created the job or re-attached to one (even one that has ended): `status` says where it is. The same key with ' +
      'another body (compared as canonical JSON) is 409 `idempotency-conflict`. Admission refuses exactly as the chat completion does.',
    parameters: [
      { name: 'idempotency-key', in: 'header', required: true, description: 'The job id to create or re-attach to.', schema: uuidV4, example: EXAMPLE_JOB_ID },
    ],
    requestBody: {
      schema: jobRequestSchema,
      example: { model: 'shared-1', task: 'code-review', messages: [{ role: 'user', content: 'Review: eval(input())' }] },
    },
    answers: [jsonAnswer(202, 'The job record, created now or re-attached.', researchJobSchema)],
    errors: ['invalid-job-id', 'idempotency-conflict', ...ADMISSION_ERRORS],
  },
  {
    method: 'GET',
    path: '/v1/research/job',
    operationId: 'getResearchJob',
    description: "Another principal's job answers exactly like a job that does not exist (404 `job-not-found`).",
    parameters: [
      { name: 'jobId', in: 'query', required: true, description: 'The `idempotency-key` the job was created with.', schema: uuidV4, example: EXAMPLE_JOB_ID },
    ],
    answers: [
      jsonAnswer(200, 'The job has ended: `succeeded` (with `content`, `toolCalls`) or `failed` (with `error`).', researchJobSchema),
      jsonAnswer(202, 'The job is `queued` or `running`.', researchJobSchema),
    ],
    errors: ['invalid-job-id', 'job-not-found'],
  },
];
