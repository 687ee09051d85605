import { fieldApiError, parseFindingTransition, readFindingQuery, writeFindingCursor } from '@secgate/core';
import type { Clock, Store, StoredFinding } from '@secgate/store';
import { Hono, type Context } from 'hono';
import { isFindingId } from '../routes/vm/finding-id.js';
import type { SessionDeps } from '../session/resolve-session.js';
import { consoleFormLimit, requireConsoleSession, requireSameOriginForm } from './console-session.js';
import { FindingNotFoundPage, FindingPage, type FindingPageProps } from './finding-page.js';
import { FindingsListPage, findingHref, findingsListHref, type FindingFilterFields } from './findings-list-page.js';
import { readForm } from './read-form.js';

export interface FindingsConsoleDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'listFindings' | 'getFinding' | 'transitionFinding'>;
  clock: Clock;
}

/**
 * The console's view of the VM ledger (docs/console.md#findings): the same list, filters, cursor
 * and lifecycle as `/v1/security/findings` (docs/vm.md#the-api), read and checked by the same core
 * functions, for the signed-in principal's own findings only.
 */
export function findingsConsoleRoutes(deps: FindingsConsoleDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  const sameOrigin = requireSameOriginForm(deps);
  const formLimit = consoleFormLimit();

  app.get('/console/findings', session, async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const fields = filterFields(c.req.query());
    const query = readFindingQuery(fields);
    if (!query.ok) {
      const problem = fieldApiError('invalid-query', query.error).body.error.message;
      return c.html(<FindingsListPage principal={principal} findings={null} nextHref={null} fields={fields} now={now} problem={problem} />, 400);
    }
    const { limit, after, ...filter } = query.value;
    const page = await deps.store.listFindings(principal.id, filter, limit, after);
    const nextHref = page.next ? findingsListHref(fields, writeFindingCursor(page.next)) : null;
    return c.html(<FindingsListPage principal={principal} findings={page.findings} nextHref={nextHref} fields={fields} now={now} />);
  });

  app.get('/console/findings/:id', session, async (c) => {
    const finding = await findingOf(c);
    if (!finding) return notFound(c);
    return c.html(<FindingPage principal={c.get('principal')} finding={finding} now={deps.clock.now()} />);
  });

  app.post('/console/findings/:id/transition', sameOrigin, formLimit, session, async (c) => {
    const finding = await findingOf(c);
    if (!finding) return notFound(c);
    const form = await readForm(c);
    const draft = { to: form.get('to') ?? '', reason: form.get('reason') ?? '' };
    // The API's own check of `{to, reason}`: a field the form left out is simply absent.
    const body = Object.fromEntries(Object.entries({ to: form.get('to'), reason: form.get('reason') }).filter(([, value]) => value !== undefined));
    const parsed = parseFindingTransition(body);
    if (!parsed.ok) return refused(c, finding, fieldApiError('invalid-request', parsed.error).body.error.message, draft, 400);
    const principal = c.get('principal');
    const moved = await deps.store.transitionFinding(principal.id, finding.id, { ...parsed.value, by: principal.id, at: deps.clock.now() });
    if (moved.kind === 'not-found') return notFound(c);
    if (moved.kind === 'refused') {
      const allowed = moved.allowed.length ? moved.allowed.join(' or ') : 'nothing';
      const problem = `A finding in '${moved.from}' cannot move to '${moved.to}'; it may move to ${allowed}. Nothing was changed.`;
      // Read again: another tab or a service may have moved it since this page was drawn.
      return refused(c, (await findingOf(c)) ?? finding, problem, draft, 409);
    }
    return c.redirect(findingHref(finding.id), 303);
  });

  /** The principal's finding named by the path, or null: another's is null too. */
  async function findingOf(c: Context): Promise<StoredFinding | null> {
    const id = c.req.param('id') ?? '';
    return isFindingId(id) ? deps.store.getFinding(c.get('principal').id, id) : null;
  }

  const notFound = (c: Context) => c.html(<FindingNotFoundPage principal={c.get('principal')} />, 404);
  const refused = (c: Context, finding: StoredFinding, problem: string, draft: FindingPageProps['draft'], status: 400 | 409) =>
    c.html(<FindingPage principal={c.get('principal')} finding={finding} now={deps.clock.now()} problem={problem} draft={draft} />, status);

  return app;
}

/**
 * A GET form sends every field, filled or not: an empty one means "any", so it is dropped before
 * the API's query reader sees the rest (which refuses anything it does not know, as on the API).
 */
function filterFields(query: Record<string, string>): FindingFilterFields {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as FindingFilterFields;
}
