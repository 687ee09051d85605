import * as v from 'valibot';
import { jsonAnswer, type OperationDeclaration } from '../../openapi/operation.js';
import { LIVE_PATH, READY_PATH } from './health-routes.js';

const check = v.object({
  name: v.picklist(['stopping', 'store', 'schema', 'knowledge', 'origins']),
  ok: v.boolean(),
  detail: v.pipe(v.string(), v.description('One phrase for a person.')),
});

/** The probes (docs/operations.md#health) for the OpenAPI document. */
export const HEALTH_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: LIVE_PATH,
    operationId: 'getLiveness',
    description: 'For liveness probes: 200 while the process can answer, also while it starts and while it stops. Not rate limited.',
    answers: [jsonAnswer(200, 'The process answers.', v.object({ status: v.literal('live') }), { status: 'live' })],
    errors: [],
  },
  {
    method: 'GET',
    path: READY_PATH,
    operationId: 'getReadiness',
    description:
      'For readiness probes and load balancers: 200 only when the store answers at the schema version this binary needs (or a newer one), knowledge is loaded, at least one configured origin serves, and no stop has begun; else 503 `not-ready` with every check. Not rate limited; the store is asked at most once a second.',
    answers: [
      jsonAnswer(200, 'The process may be sent work.', v.object({ status: v.literal('ready'), checks: v.array(check) }), {
        status: 'ready',
        checks: [{ name: 'store', ok: true, detail: 'the store answers' }],
      }),
    ],
    errors: ['not-ready'],
  },
];
