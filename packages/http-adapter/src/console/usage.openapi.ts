import type { OperationDeclaration } from '../openapi/operation.js';
import { html, redirect } from './console.openapi.js';

/* The console's usage page for the OpenAPI document (docs/console.md#usage): HTML for a person. */

export const USAGE_PAGE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/console/usage',
    operationId: 'getConsoleUsage',
    description:
      "The principal's requests of the last 30 UTC days from their receipts: requests per day by outcome (answered, guardrail-blocked, " +
      'answer withheld, failed) and spend per day by model, as SVG charts drawn on the server, and the same numbers in tables ' +
      '(requests, input, cached input and output tokens, spend) with the totals of the period.',
    answers: [html(200, 'The usage page.'), redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')],
    errors: [],
  },
];
