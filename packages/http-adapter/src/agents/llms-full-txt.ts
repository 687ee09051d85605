import { ERROR_STATUS, MODEL_LIMITS, OFFENSIVE_TASKS, STANDARD_TASKS, TEAM_REQUIREMENTS } from '@secgate/core';
import { MCP_PATH } from '../mcp/mcp-routes.js';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/protocol-versions.js';
import { SERVER_DESCRIPTION, SERVER_INFO } from '../mcp/server-info.js';
import { authSentence } from '../mcp/tool-descriptor.js';
import { toolInputJsonSchema } from '../mcp/tool-json-schema.js';
import { TOOLS, type ToolDefinition } from '../mcp/tool-table.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';
import { API_ROUTES, ROUTE_SECTIONS, type ApiRoute } from './api-routes.js';
import { authLabel, catalogTable } from './doc-lines.js';
import { sessionSetup } from './session-setup.js';

export const LLMS_FULL_TXT_PATH = '/llms-full.txt';

/**
 * `GET /llms-full.txt`: llms.txt in full, for a model that reads one document: authentication,
 * every route, every MCP tool with its input schema, the catalog, limits and tasks, and every
 * error code with its status. Generated from the same tables as the API itself.
 */
export function llmsFullTxt(input: AgentFileInput): string {
  const { base } = input;
  const lines = [
    `# ${SERVER_INFO.name}: full reference`,
    '',
    `> ${SERVER_DESCRIPTION}`,
    '',
    `Base URL: ${base}. Version ${SERVER_INFO.version}. Paths below are under the base URL; every answer is JSON unless said otherwise.`,
    '',
    '## Authentication',
    '',
    ...sessionSetup(base).flatMap((step) => [`${step.step}. **${step.title}.** ${step.detail}`, ...(step.example ? ['', `   \`${step.example}\``] : [])]),
    '',
    '## Routes',
  ];
  for (const section of ROUTE_SECTIONS) {
    lines.push('', `### ${section}`, '');
    for (const route of API_ROUTES.filter((r) => r.section === section)) lines.push(routeEntry(route, base));
  }
  lines.push('', ...mcpSection(input), '', ...catalogSection(input), '', ...errorSection());
  return `${lines.join('\n')}\n`;
}

function routeEntry(route: ApiRoute, base: string): string {
  const example = route.method === 'GET' && route.exampleQuery ? ` Example: ${absoluteUrl(base, route.path, route.exampleQuery)}` : '';
  const request = route.request ? ` Request: ${route.request}.` : '';
  return `- **${route.method} ${route.path}** (${authLabel(route.auth)}): ${route.summary}.${request}${example}`;
}

function mcpSection(input: AgentFileInput): string[] {
  return [
    '## MCP',
    '',
    `Endpoint: POST ${absoluteUrl(input.base, MCP_PATH)}, Streamable HTTP, stateless (no Mcp-Session-Id; GET and DELETE answer 405), ` +
      `protocol revisions ${MCP_PROTOCOL_VERSIONS.join(', ')}. Answers are JSON (no SSE). Host and Origin must be one of the service's public hosts (403 otherwise).`,
    '',
    "A tool's `structuredContent` is its HTTP route's own JSON answer (also given as a text block). A route error is a tool result with " +
      "`isError: true` carrying the route's error body. A bearer tool called without a valid token is not a tool result: the endpoint " +
      'answers HTTP 401 `unauthorized` with `WWW-Authenticate: Bearer realm="secgate"` (403 `forbidden` for a suspended principal).',
    ...TOOLS.flatMap((tool) => toolEntry(tool, input)),
  ];
}

function toolEntry(tool: ToolDefinition, input: AgentFileInput): string[] {
  const { route } = tool;
  const how = route.arguments === 'query' ? 'arguments as query parameters' : route.arguments === 'body' ? 'arguments as the JSON body' : 'no arguments';
  const key = route.idempotencyKeyArgument ? `; \`${route.idempotencyKeyArgument}\` as the idempotency-key header (a fresh UUID v4 when absent)` : '';
  return [
    '',
    `### ${tool.name}: ${tool.title}`,
    '',
    `${tool.description} ${authSentence(tool)}`,
    '',
    `- HTTP: ${route.method} ${absoluteUrl(input.base, route.path)} (${authLabel(route.auth)}; ${how}${key})`,
    `- Answers: ${tool.output}`,
    '- Input schema:',
    '',
    '```json',
    JSON.stringify(toolInputJsonSchema(tool, input.models), null, 2),
    '```',
  ];
}

function catalogSection(input: AgentFileInput): string[] {
  return [
    '## Model catalog',
    '',
    ...catalogTable(input.models, input.isServed),
    '',
    `Limits, the same for every model: ${MODEL_LIMITS.inputCharacters} input characters, ${MODEL_LIMITS.outputTokens} output tokens (reasoning included), ` +
      `${MODEL_LIMITS.toolsPerRequest} tools per request, ${MODEL_LIMITS.turns} turns, a ${MODEL_LIMITS.syncWaitSeconds / 60}-minute synchronous wait ` +
      '(then 504 inference-timeout with the jobId; the job runs on).',
    '',
    `Tasks: ${STANDARD_TASKS.join(', ')} (standard: Blue models take only these); ${OFFENSIVE_TASKS.join(', ')} (closed below the contracted rung). ` +
      'Default task code-review, default scopeId owned.',
    '',
    `Blue team requirements: ${TEAM_REQUIREMENTS.blue.join(', ')}.`,
    `Red team requirements: ${TEAM_REQUIREMENTS.red.join(', ')}.`,
  ];
}

function errorSection(): string[] {
  return [
    '## Errors',
    '',
    'Every error is `{"error": {"code": "<kebab-case>", "message": "<one sentence>", ...details}}`. Malformed JSON is 400 invalid-request ' +
      'with reason malformed-json; field errors name `field` (dotted path) and `reason`.',
    '',
    '| status | code |',
    '| --- | --- |',
    ...Object.entries(ERROR_STATUS)
      .sort(([a, sa], [b, sb]) => sa - sb || a.localeCompare(b))
      .map(([code, status]) => `| ${status} | ${code} |`),
  ];
}
