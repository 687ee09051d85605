import { REMEDIATION_STATES } from '@secgate/core';
import * as v from 'valibot';
import type { OperationDeclaration, ParameterDeclaration } from '../openapi/operation.js';
import { html, redirect } from './console.openapi.js';

/* The console's findings pages for the OpenAPI document (docs/console.md#findings): HTML for a person. */

const signedIn = [redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')];

const findingId: ParameterDeclaration = {
  name: 'id',
  in: 'path',
  required: true,
  description: "One of the principal's finding ids, as the findings page links it.",
  schema: v.string(),
  example: 'fnd_3b241101-e2bb-4255-8caf-4136c566a962',
};

/** The list's filters: those of `GET /v1/security/findings`, an empty one meaning any (a GET form sends every field). */
const query = (name: string, description: string): ParameterDeclaration => ({ name, in: 'query', required: false, description, schema: v.string() });

export const FINDINGS_PAGE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/console/findings',
    operationId: 'getConsoleFindings',
    description:
      "A page of the principal's findings, highest score first, with the filters, order and cursor of `GET /v1/security/findings` " +
      '(read by the same reader); an empty field means any. The Next page link carries the cursor and the filters.',
    parameters: [
      query('status', `One of ${REMEDIATION_STATES.join(', ')}.`),
      query('asset', 'An asset id.'),
      query('cve', 'A CVE id.'),
      query('minScore', 'The lowest score, 0 to 100.'),
      query('limit', 'Findings per page, 1 to 200 (50).'),
      query('cursor', "The previous page's `next`."),
    ],
    answers: [html(200, 'The findings page.'), html(400, 'A filter the API would refuse, named with its reason.'), ...signedIn],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/findings/{id}',
    operationId: 'getConsoleFinding',
    description: 'One finding: its score, redacted evidence, sources and history, and a form for each move its status allows.',
    parameters: [findingId],
    answers: [html(200, 'The finding page.'), ...signedIn, html(404, 'No finding of this principal has that id.')],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/findings/{id}/transition',
    operationId: 'moveConsoleFinding',
    description:
      'Moves the finding along its remediation lifecycle (docs/vm.md#remediation-lifecycle), checked and recorded as ' +
      "`POST /v1/security/findings/{id}/transition` does, by the signed-in principal. Must come from the service's own origin.",
    parameters: [findingId],
    requestBody: { schema: v.object({ to: v.optional(v.string()), reason: v.optional(v.string()) }), readAs: 'form' },
    answers: [
      redirect('Moved: to the finding page (or no valid session: to /console/sign-in).'),
      html(400, 'The state or the reason cannot be used (as the API says): the finding page with the reason, nothing changed.'),
      html(403, 'The form came from another origin, or the principal is suspended.'),
      html(404, 'No finding of this principal has that id.'),
      html(409, 'The lifecycle does not allow that move from the current status: the finding page with the moves it allows, nothing changed.'),
      html(413, 'The form is over 8 KiB.'),
    ],
    errors: [],
  },
];
