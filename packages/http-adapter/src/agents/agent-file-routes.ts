import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import { openCors } from '../routes/public/cors-paths.js';
import type { AgentFileInput } from './agent-file-input.js';
import { AGENT_QUICKSTART_PATH, agentQuickstart } from './agent-quickstart.js';
import { LLMS_FULL_TXT_PATH, llmsFullTxt } from './llms-full-txt.js';
import { LLMS_TXT_PATH, llmsTxt } from './llms-txt.js';
import { WELL_KNOWN_MCP_PATH, wellKnownMcp } from './mcp-client-configs.js';
import { MCP_MAP_PATH, mcpMap } from './mcp-map.js';
import { SERVER_CARD_PATH, serverCard } from './server-card.js';

export const AGENT_FILE_PATHS = [MCP_MAP_PATH, WELL_KNOWN_MCP_PATH, SERVER_CARD_PATH, LLMS_TXT_PATH, LLMS_FULL_TXT_PATH, AGENT_QUICKSTART_PATH] as const;

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * The agent files (docs/api.md#agent-files), public and CORS-open. Each is generated per request from
 * the tool table, the route table and the live catalog, with absolute URLs on the origin the
 * caller used, so they are right behind any host name and cannot drift from the API.
 */
export function agentFileRoutes(deps: Pick<AppDeps, 'config' | 'upstreams'>): Hono {
  const app = new Hono();
  openCors(app, AGENT_FILE_PATHS, ['GET']);
  const input = (c: Context): AgentFileInput => ({
    base: new URL(c.req.url).origin,
    models: deps.config.models,
    isServed: (id) => deps.upstreams.isServed(id),
  });

  app.get(MCP_MAP_PATH, (c) => c.json(mcpMap(input(c))));
  app.get(WELL_KNOWN_MCP_PATH, (c) => c.json(wellKnownMcp(input(c))));
  app.get(SERVER_CARD_PATH, (c) => c.json(serverCard(input(c))));
  app.get(LLMS_TXT_PATH, (c) => c.body(llmsTxt(input(c)), 200, { 'content-type': TEXT }));
  app.get(LLMS_FULL_TXT_PATH, (c) => c.body(llmsFullTxt(input(c)), 200, { 'content-type': TEXT }));
  app.get(AGENT_QUICKSTART_PATH, (c) => c.body(agentQuickstart(input(c)), 200, { 'content-type': MARKDOWN }));
  return app;
}
