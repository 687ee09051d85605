import * as v from 'valibot';
import type { OperationDeclaration, ParameterDeclaration } from '../openapi/operation.js';
import { html, redirect } from './console.openapi.js';

/* The console's request history for the OpenAPI document (docs/console.md#history): HTML for a person. */

const signedIn = [redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')];
const query = (name: string, description: string): ParameterDeclaration => ({ name, in: 'query', required: false, description, schema: v.string() });

export const HISTORY_PAGE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/console/history',
    operationId: 'getConsoleHistory',
    description:
      "A page of the principal's jobs still kept (the history retention, docs/billing.md#what-a-principal-stores), newest first, " +
      'with their outcome, tokens, charge and receipt; an empty field means any. The Older link carries the cursor and the filters.',
    parameters: [
      query('model', 'A configured model id.'),
      query('outcome', 'answered, withheld, failed or in-progress.'),
      query('from', 'The first UTC day, YYYY-MM-DD.'),
      query('to', 'The last UTC day, YYYY-MM-DD.'),
      query('cursor', "The previous page's Older link."),
    ],
    answers: [html(200, 'The history page.'), html(400, 'A filter that cannot be read, named with its reason.'), ...signedIn],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/history/{jobId}',
    operationId: 'getConsoleHistoryJob',
    description:
      'One job: status and outcome, timings (queue, upstream, upstream queue wait), tokens, charge, receipt, redaction counts by kind, ' +
      'the guardrail decision and its version, the error of a failed run, and the answer as stored (already redacted).',
    parameters: [
      {
        name: 'jobId',
        in: 'path',
        required: true,
        description: "One of the principal's job ids.",
        schema: v.string(),
        example: '3b241101-e2bb-4255-8caf-4136c566a962',
      },
    ],
    answers: [html(200, 'The job page.'), ...signedIn, html(404, 'No kept job of this principal has that id.')],
    errors: [],
  },
];
