import type { AppDeps } from '../app/app-deps.js';
import { Hono } from 'hono';
import { openToEveryone } from '../routes/public/open-to-everyone.js';
import { buildOpenApiDocument } from './build-openapi-document.js';
import { OPENAPI_PATH } from './openapi-path.js';

// Module-wide: the document is the same for every app this process builds.
let documentText: string | undefined;

/**
 * `GET /openapi.json` (docs/api.md#openapi): public and CORS-open, like the agent files, so a
 * viewer on any origin can load it. The document depends on nothing the request or the
 * configuration says (its server URL is relative), so it is built on the first request and the
 * same text is served from then on, by every app of the process.
 */
export function openApiRoutes(deps: Pick<AppDeps, 'clients'>): Hono {
  const app = new Hono();
  openToEveryone(app, deps, [OPENAPI_PATH], ['GET']);
  app.get(OPENAPI_PATH, (c) => {
    documentText ??= JSON.stringify(buildOpenApiDocument());
    return c.body(documentText, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  return app;
}
