import {
  apiError,
  fieldApiError,
  parseFindingBatch,
  parseFindingTransition,
  readFindingQuery,
  redactFindingEvidence,
  writeFindingCursor,
  type ObserveOutcome,
} from '@secgate/core';
import type { ReportOutcome } from '@secgate/store';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { signedIn } from '../../auth/signed-in-routes.js';
import { errorResponse } from '../../http/error-response.js';
import { honoPattern } from '../../http/path-template.js';
import { readJsonBody } from '../../http/read-json-body.js';
import { bodyLimitsFor } from '../../http/body-limits.js';
import { isFindingId } from './finding-id.js';
import { publicFinding, publicFindingDetail } from './public-finding.js';

export const FINDINGS_PATH = '/v1/security/findings';
export const FINDING_PATH = `${FINDINGS_PATH}/{id}`;
export const FINDING_TRANSITION_PATH = `${FINDING_PATH}/transition`;

const notFound = (id: string) => apiError('finding-not-found', `No finding '${id.slice(0, 80)}' exists in this principal's ledger.`);

/** What a batch did: how many findings it created and merged, and each report's outcome in order. */
export interface FindingBatchAnswer {
  object: 'vm.findings.batch';
  created: number;
  merged: number;
  unchanged: number;
  results: ReportOutcome[];
}

/**
 * The vulnerability-management ledger (docs/vm.md#the-api): bearer or browser session, and each
 * principal sees only its own findings. Evidence is redacted before it reaches the store; another
 * principal's finding answers exactly like one that does not exist.
 */
export function findingsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const routes = signedIn(app, deps, 'bearer-or-session');

  routes.post(FINDINGS_PATH, async (c) => {
    const body = await readJsonBody(c, bodyLimitsFor('signed-in', deps.config));
    if (!body.ok) return errorResponse(c, body.error);
    const parsed = parseFindingBatch(body.value.json);
    if (!parsed.ok) return errorResponse(c, fieldApiError('invalid-request', parsed.error));
    const reports = parsed.value.map(redactFindingEvidence);
    const results = await deps.store.recordFindings(c.get('principal').id, reports, deps.clock.now(), () => `fnd_${deps.ids.uuid()}`);
    return c.json(batchAnswer(results));
  });

  routes.get(FINDINGS_PATH, async (c) => {
    const query = readFindingQuery(c.req.query());
    if (!query.ok) return errorResponse(c, fieldApiError('invalid-query', query.error));
    const { limit, after, ...filter } = query.value;
    const page = await deps.store.listFindings(c.get('principal').id, filter, limit, after);
    return c.json({ object: 'list', data: page.findings.map(publicFinding), next: page.next ? writeFindingCursor(page.next) : null });
  });

  routes.get(honoPattern(FINDING_PATH), async (c) => {
    const id = c.req.param('id') ?? '';
    const refused = refuseQuery(c);
    if (refused) return refused;
    const finding = isFindingId(id) ? await deps.store.getFinding(c.get('principal').id, id) : null;
    if (!finding) return errorResponse(c, notFound(id));
    return c.json(publicFindingDetail(finding));
  });

  routes.post(honoPattern(FINDING_TRANSITION_PATH), async (c) => {
    const id = c.req.param('id') ?? '';
    const body = await readJsonBody(c, bodyLimitsFor('signed-in', deps.config));
    if (!body.ok) return errorResponse(c, body.error);
    const parsed = parseFindingTransition(body.value.json);
    if (!parsed.ok) return errorResponse(c, fieldApiError('invalid-request', parsed.error));
    if (!isFindingId(id)) return errorResponse(c, notFound(id));
    const principal = c.get('principal');
    const moved = await deps.store.transitionFinding(principal.id, id, { ...parsed.value, by: principal.id, at: deps.clock.now() });
    if (moved.kind === 'not-found') return errorResponse(c, notFound(id));
    if (moved.kind === 'refused') {
      const allowed = moved.allowed.length ? moved.allowed.join(' or ') : 'nothing';
      return errorResponse(
        c,
        apiError('transition-not-allowed', `A finding in '${moved.from}' cannot move to '${moved.to}'; it may move to ${allowed}.`, {
          status: moved.from,
          to: moved.to,
          allowed: moved.allowed,
        }),
      );
    }
    return c.json(publicFindingDetail(moved.finding));
  });

  return app;
}

function batchAnswer(results: ReportOutcome[]): FindingBatchAnswer {
  const count = (outcome: ObserveOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { object: 'vm.findings.batch', created: count('created'), merged: count('merged'), unchanged: count('unchanged'), results };
}

/** One finding's read takes no query: a parameter there is a mistake worth saying, as on the list. */
function refuseQuery(c: Context): Response | undefined {
  const [name] = Object.keys(c.req.query());
  if (name === undefined) return undefined;
  return errorResponse(c, fieldApiError('invalid-query', { field: name, reason: 'unknown-field' }));
}
