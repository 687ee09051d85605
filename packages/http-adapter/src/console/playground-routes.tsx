import { KNOWN_TASKS, STANDARD_TASKS } from '@secgate/core';
import { Hono } from 'hono';
import type { Upstreams } from '../upstream/upstreams.js';
import type { SessionDeps } from '../session/resolve-session.js';
import type { ServiceConfig } from '../config/service-config.js';
import { requireConsoleSession } from './console-session.js';
import { PlaygroundPage } from './playground-page.js';
import { researchStatusOf, type ResearchStatusDeps } from './research-status-of.js';

export interface PlaygroundRoutesDeps extends SessionDeps, ResearchStatusDeps {
  store: SessionDeps['store'] & ResearchStatusDeps['store'];
  config: SessionDeps['config'] & ResearchStatusDeps['config'] & Pick<ServiceConfig, 'models'>;
  upstreams: Pick<Upstreams, 'isServed'>;
}

/**
 * `GET /console/playground` (docs/console.md#playground): the served models the principal may
 * choose (Blue ones always, Red ones once its research status is eligible; admission still judges
 * every request), the tasks it may ask for, a conversation, and the streamed answers.
 */
export function playgroundRoutes(deps: PlaygroundRoutesDeps): Hono {
  const app = new Hono();
  app.get('/console/playground', requireConsoleSession(deps), async (c) => {
    const principal = c.get('principal');
    const eligible = (await researchStatusOf(deps, principal)).status === 'eligible';
    const models = deps.config.models.filter((model) => deps.upstreams.isServed(model.id) && (model.team === 'blue' || eligible));
    // Offensive tasks are offered only to a principal eligible for Red; admission still judges each request.
    const tasks = eligible ? KNOWN_TASKS : STANDARD_TASKS;
    return c.html(<PlaygroundPage principal={principal} models={models} tasks={tasks} />);
  });
  return app;
}
