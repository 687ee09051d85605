import { fieldApiError, isUuidV4, readHistoryQuery, writeHistoryCursor } from '@secgate/core';
import type { Clock, Store } from '@secgate/store';
import { Hono } from 'hono';
import type { ServiceConfig } from '../config/service-config.js';
import type { SessionDeps } from '../session/resolve-session.js';
import { requireConsoleSession } from './console-session.js';
import { HistoryJobNotFoundPage, HistoryJobPage } from './history-job-page.js';
import { HistoryListPage, historyListHref, type HistoryFilterFields } from './history-list-page.js';

export interface HistoryRoutesDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'listJobHistory' | 'getJobHistoryEntry'>;
  clock: Clock;
  config: SessionDeps['config'] & Pick<ServiceConfig, 'models'>;
}

/**
 * `GET /console/history` and `GET /console/history/<jobId>` (docs/console.md#history): the signed-in
 * principal's requests as the store still keeps them, filtered by core's reader, paged by its
 * cursor; another principal's job is a 404 like a job that does not exist.
 */
export function historyRoutes(deps: HistoryRoutesDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  const models = () => deps.config.models.map((model) => model.id);

  app.get('/console/history', session, async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const fields = filterFields(c.req.query());
    const query = readHistoryQuery(fields, models());
    if (!query.ok) {
      const problem = fieldApiError('invalid-query', query.error).body.error.message;
      return c.html(
        <HistoryListPage principal={principal} entries={null} olderHref={null} fields={fields} models={models()} now={now} problem={problem} />,
        400,
      );
    }
    const { limit, after, ...filter } = query.value;
    const page = await deps.store.listJobHistory(principal.id, filter, limit, after);
    const olderHref = page.next ? historyListHref(fields, writeHistoryCursor(page.next)) : null;
    return c.html(<HistoryListPage principal={principal} entries={page.entries} olderHref={olderHref} fields={fields} models={models()} now={now} />);
  });

  app.get('/console/history/:jobId', session, async (c) => {
    const principal = c.get('principal');
    const jobId = c.req.param('jobId');
    // Job ids are UUID v4 (docs/api.md#the-job-api): anything else names no job, without a query.
    const entry = isUuidV4(jobId) ? await deps.store.getJobHistoryEntry(principal.id, jobId) : null;
    if (!entry) return c.html(<HistoryJobNotFoundPage principal={principal} />, 404);
    return c.html(<HistoryJobPage principal={principal} entry={entry} now={deps.clock.now()} />);
  });

  return app;
}

/**
 * A GET form sends every field, filled or not: an empty one means "any", so it is dropped before
 * core's reader sees the rest (which refuses anything it does not know).
 */
function filterFields(query: Record<string, string>): HistoryFilterFields {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as HistoryFilterFields;
}
