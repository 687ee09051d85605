import {
  CVE_ID,
  FINDING_SOURCES,
  findingBatchSchema,
  findingTransitionSchema,
  FINDINGS_PAGE_DEFAULT,
  FINDINGS_PAGE_MAX,
  REACHABILITY,
  REMEDIATION_STATES,
} from '@secgate/core';
import * as v from 'valibot';
import { jsonAnswer, type OperationDeclaration, type ParameterDeclaration } from '../../openapi/operation.js';
import { FINDING_PATH, FINDING_TRANSITION_PATH, FINDINGS_PATH } from './findings-routes.js';

/* The VM ledger's routes (docs/vm.md#the-api) for the OpenAPI document. */

const iso = v.pipe(v.string(), v.isoTimestamp());
const state = v.picklist(REMEDIATION_STATES);
const source = v.picklist(FINDING_SOURCES);

const findingFields = {
  id: v.pipe(v.string(), v.description("The ledger's id of the finding, `fnd_` and a UUID.")),
  object: v.literal('vm.finding'),
  assetId: v.string(),
  cpe: v.nullable(v.string()),
  vulnerability: v.union([
    v.object({ cve: v.string() }),
    v.object({ cwe: v.string(), location: v.object({ path: v.string(), line: v.optional(v.number()) }) }),
  ]),
  status: state,
  score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100), v.description('round(100 x reachability weight x exploitability), docs/vm.md#score.')),
  scoreBasis: v.pipe(v.picklist(['kev', 'epss', 'cvss', 'unknown']), v.description('Where the exploitability came from.')),
  reachability: v.picklist(REACHABILITY),
  cvss: v.nullable(v.string()),
  exposure: v.nullable(v.object({ surface: v.string(), target: v.string(), techniques: v.optional(v.array(v.string())) })),
  firstObservedAt: iso,
  lastObservedAt: iso,
  sources: v.pipe(
    v.array(v.object({ source, sourceId: v.string(), observedAt: iso })),
    v.description('Every report merged into this finding, earliest first.'),
  ),
  createdAt: iso,
  updatedAt: iso,
};

const listedFinding = v.object(findingFields);

export const findingDetailSchema = v.object({
  ...findingFields,
  evidence: v.pipe(v.nullable(v.string()), v.description("The latest report's evidence, redacted before it was stored.")),
  history: v.pipe(
    v.array(
      v.object({
        from: state,
        to: state,
        by: v.pipe(v.string(), v.description('The principal, or `<source>:<sourceId>` for a reopening by a report.')),
        at: iso,
        reason: v.string(),
      }),
    ),
    v.description('Every move of its remediation, in the order made.'),
  ),
});

const batchAnswer = v.object({
  object: v.literal('vm.findings.batch'),
  created: v.number(),
  merged: v.number(),
  unchanged: v.pipe(v.number(), v.description('Reports the ledger already held (same source and sourceId): posting again changes nothing.')),
  results: v.array(v.object({ source, sourceId: v.string(), findingId: v.string(), outcome: v.picklist(['created', 'merged', 'unchanged']) })),
});

const listAnswer = v.object({
  object: v.literal('list'),
  data: v.array(listedFinding),
  next: v.pipe(v.nullable(v.string()), v.description('Pass as `cursor` for the next page; null on the last.')),
});

const findingId: ParameterDeclaration = {
  name: 'id',
  in: 'path',
  required: true,
  description: "A finding id from the list or from a batch's results.",
  schema: v.string(),
  example: 'fnd_3b241101-e2bb-4255-8caf-4136c566a962',
};

const query = (name: string, description: string, schema: v.GenericSchema, example?: string | number): ParameterDeclaration => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
  ...(example === undefined ? {} : { example }),
});

export const FINDINGS_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'POST',
    path: FINDINGS_PATH,
    operationId: 'reportFindings',
    description:
      'Findings in the shared schema (docs/vm.md#the-shared-finding-schema), deduplicated by asset x vulnerability. A report whose `source` and ' +
      '`sourceId` the ledger holds changes nothing, so a batch sent twice is safe. `evidence` is redacted before it is stored. The whole ' +
      'batch is refused at its first bad field, and nothing is stored then.',
    requestBody: { schema: findingBatchSchema },
    answers: [jsonAnswer(200, 'What each report did, in order.', batchAnswer)],
    errors: [],
  },
  {
    method: 'GET',
    path: FINDINGS_PATH,
    operationId: 'listFindings',
    description: 'Highest score first, ties by id. Any other query parameter is refused (`invalid-query`, `unknown-field`).',
    parameters: [
      query('status', 'Only findings in this state.', state, 'detected'),
      query('asset', "Only this asset's findings (its id).", v.pipe(v.string(), v.minLength(1), v.maxLength(200)), 'web-1'),
      query('cve', 'Only findings on this CVE.', v.pipe(v.string(), v.regex(CVE_ID)), 'CVE-2021-41773'),
      query('minScore', 'Only findings scored at least this.', v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 50),
      query(
        'limit',
        `Findings per page; ${FINDINGS_PAGE_DEFAULT} when absent.`,
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FINDINGS_PAGE_MAX)),
        FINDINGS_PAGE_DEFAULT,
      ),
      query('cursor', "The previous page's `next`.", v.string()),
    ],
    answers: [jsonAnswer(200, "One page of the principal's findings.", listAnswer)],
    errors: ['invalid-query'],
  },
  {
    method: 'GET',
    path: FINDING_PATH,
    operationId: 'getFinding',
    description: "Another principal's finding answers exactly like one that does not exist.",
    parameters: [findingId],
    answers: [jsonAnswer(200, 'The finding with its evidence and history.', findingDetailSchema)],
    errors: ['invalid-query', 'finding-not-found'],
  },
  {
    method: 'POST',
    path: FINDING_TRANSITION_PATH,
    operationId: 'transitionFinding',
    description:
      "Moves along the remediation lifecycle (docs/vm.md#remediation-lifecycle), recorded with the caller's principal id, the time and the reason. " +
      'A move the lifecycle does not allow is 409 `transition-not-allowed` with the state the finding is in and the moves it allows.',
    parameters: [findingId],
    requestBody: { schema: findingTransitionSchema, example: { to: 'in-progress', reason: 'patch scheduled for Tuesday' } },
    answers: [jsonAnswer(200, 'The finding after the move.', findingDetailSchema)],
    errors: ['finding-not-found', 'transition-not-allowed'],
  },
];
