import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import { openToEveryone } from '../routes/public/open-to-everyone.js';
import type { AgentFileInput } from './agent-file-input.js';
import { AGENT_QUICKSTART_PATH, agentQuickstart } from './agent-quickstart.js';
import { LLMS_FULL_TXT_PATH, llmsFullTxt } from './llms-full-txt.js';
import { LLMS_TXT_PATH, llmsTxt } from './llms-txt.js';
import { WELL_KNOWN_MCP_PATH, wellKnownMcp } from './mcp-client-configs.js';
import { MCP_MAP_PATH, mcpMap } from './mcp-map.js';
import { SERVER_CARD_PATH, serverCard } from './server-card.js';
import { publicOriginOf } from '../session/same-origin.js';

export const AGENT_FILE_PATHS = [MCP_MAP_PATH, WELL_KNOWN_MCP_PATH, SERVER_CARD_PATH, LLMS_TXT_PATH, LLMS_FULL_TXT_PATH, AGENT_QUICKSTART_PATH] as const;

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
// The files change with the catalog and a release, never per caller: a shared cache may keep them briefly.
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The agent files (docs/api.md#agent-files), public and CORS-open. Each is generated per request from
 * the tool table, the route table and the live catalog, with absolute URLs on the service's public
 * origin (publicOriginOf: the configured public URL, or the caller's origin when its host is a public
 * host, never an arbitrary `Host` header), so they cannot drift from the API or be poisoned in a cache.
 */
export function agentFileRoutes(deps: Pick<AppDeps, 'config' | 'upstreams' | 'clients'>): Hono {
  const app = new Hono();
  openToEveryone(app, deps, AGENT_FILE_PATHS, ['GET']);
  const input = (c: Context): AgentFileInput => ({
    base: publicOriginOf(c, deps.config),
    models: deps.config.models,
    isServed: (id) => deps.upstreams.isServed(id),
  });

  for (const path of AGENT_FILE_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('cache-control', CACHE_CONTROL);
    });
  }
  app.get(MCP_MAP_PATH, (c) => c.json(mcpMap(input(c))));
  app.get(WELL_KNOWN_MCP_PATH, (c) => c.json(wellKnownMcp(input(c))));
  app.get(SERVER_CARD_PATH, (c) => c.json(serverCard(input(c))));
  app.get(LLMS_TXT_PATH, (c) => c.body(llmsTxt(input(c)), 200, { 'content-type': TEXT }));
  app.get(LLMS_FULL_TXT_PATH, (c) => c.body(llmsFullTxt(input(c)), 200, { 'content-type': TEXT }));
  app.get(AGENT_QUICKSTART_PATH, (c) => c.body(agentQuickstart(input(c)), 200, { 'content-type': MARKDOWN }));
  return app;
}
