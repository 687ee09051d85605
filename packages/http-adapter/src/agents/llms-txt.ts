import { MCP_PATH } from '../mcp/mcp-routes.js';
import { OPENAPI_PATH } from '../openapi/openapi-path.js';
import { SERVER_DESCRIPTION, SERVER_INFO } from '../mcp/server-info.js';
import { TOOLS } from '../mcp/tool-table.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';
import { API_ROUTES, type RouteSection } from './api-routes.js';
import { authLabel, routeLinkLine, toolArguments } from './doc-lines.js';

export const LLMS_TXT_PATH = '/llms.txt';

/** Sections an agent needs first; the rest go under "Optional", which llmstxt.org lets a reader skip. */
const MAIN_SECTIONS: readonly RouteSection[] = ['Inference', 'Account', 'Knowledge', 'Security services'];
const OPTIONAL_SECTIONS: readonly RouteSection[] = ['Console', 'Callbacks', 'Operations'];

/**
 * `GET /llms.txt` in the llmstxt.org format: an H1, a blockquote summary, a few plain lines, then
 * H2 sections of `- [name](url): notes` links. Generated from the route and tool tables.
 */
export function llmsTxt(input: AgentFileInput): string {
  const { base } = input;
  const link = (name: string, path: string, notes: string) => `- [${name}](${absoluteUrl(base, path)}): ${notes}`;
  const served = input.models.filter((m) => input.isServed(m.id)).map((m) => m.id);
  const lines = [
    `# ${SERVER_INFO.name}`,
    '',
    `> ${SERVER_DESCRIPTION} Public routes and tools need no credential; inference and account routes take \`Authorization: Bearer sgp_...\`, a personal access token the account holder issues.`,
    '',
    `Base URL: ${base}. MCP endpoint: POST ${absoluteUrl(base, MCP_PATH)} (Streamable HTTP, stateless). ` +
      'Every error is `{"error": {"code", "message", ...details}}`. ' +
      `Models served now: ${served.length > 0 ? served.join(', ') : 'none (no route configured)'}.`,
    '',
    '## Start here',
    '',
    link('Agent quickstart', '/agent-quickstart.md', 'the steps from token to answer'),
    link('MCP map', '/mcp.json', 'servers, tools with inputSchema and their HTTP route, research endpoints, session setup'),
    link('MCP client configuration', '/.well-known/mcp.json', 'ready snippets for Claude Desktop, Claude Code, Cursor, VS Code and any Streamable HTTP client'),
    link('MCP server card', '/mcp/server-card', 'identity, endpoint, tools and authentication'),
    link('Full documentation', '/llms-full.txt', 'every route, every tool with its input schema, the catalog and the error codes'),
    link('OpenAPI 3.1', OPENAPI_PATH, 'every HTTP route with its request and answer schemas, security schemes and error bodies, for client generators'),
    '',
    '## MCP tools',
    '',
    ...TOOLS.map((tool) =>
      link(
        tool.name,
        '/mcp.json',
        `${authLabel(tool.auth)}; ${tool.title} (${toolArguments(tool, input.models)}); same as ${tool.route.method} ${tool.route.path}`,
      ),
    ),
  ];
  for (const section of MAIN_SECTIONS) lines.push('', `## ${section}`, '', ...routesOf(section, base));
  lines.push('', '## Optional', '');
  for (const section of OPTIONAL_SECTIONS) lines.push(...routesOf(section, base));
  return `${lines.join('\n')}\n`;
}

function routesOf(section: RouteSection, base: string): string[] {
  return API_ROUTES.filter((route) => route.section === section).map((route) => routeLinkLine(route, base));
}
