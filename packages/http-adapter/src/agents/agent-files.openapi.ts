import * as v from 'valibot';
import { jsonAnswer, type OperationDeclaration } from '../openapi/operation.js';
import { AGENT_QUICKSTART_PATH } from './agent-quickstart.js';
import { LLMS_FULL_TXT_PATH } from './llms-full-txt.js';
import { LLMS_TXT_PATH } from './llms-txt.js';
import { WELL_KNOWN_MCP_PATH } from './mcp-client-configs.js';
import { MCP_MAP_PATH } from './mcp-map.js';
import { SERVER_CARD_PATH } from './server-card.js';

/*
 * The agent files (docs/api.md#agent-files) for the OpenAPI document. They are generated per request
 * from the tool and route tables with absolute URLs on the caller's host; their schemas state the
 * top level (their own tests hold the rest).
 */

const url = v.pipe(v.string(), v.url());
const open = v.looseObject({});

const mcpMapSchema = v.object({
  servers: v.array(v.object({ name: v.string(), transport: v.literal('streamable-http'), url, protocolVersions: v.array(v.string()) })),
  tools: v.array(
    v.looseObject({
      name: v.string(),
      title: v.string(),
      description: v.string(),
      inputSchema: v.pipe(v.record(v.string(), v.unknown()), v.description("The tool's arguments as JSON Schema 2020-12.")),
      http: open,
      auth: v.picklist(['none', 'bearer']),
    }),
  ),
  research: v.object({ status: open, chat: open, jobs: open, job: open }),
  sessionSetup: v.array(open),
  docs: v.record(v.string(), url),
});

const wellKnownMcpSchema = v.looseObject({
  server: v.object({ name: v.string(), transport: v.literal('streamable-http'), url }),
  tools: v.array(v.string()),
  clients: v.array(v.looseObject({ name: v.string() })),
});

const serverCardSchema = v.looseObject({
  name: v.string(),
  title: v.string(),
  version: v.string(),
  description: v.string(),
  protocolVersions: v.array(v.string()),
  transport: v.object({ type: v.literal('streamable-http'), endpoint: url, stateless: v.boolean() }),
  remotes: v.array(open),
  tools: v.array(v.looseObject({ name: v.string() })),
  documentation: v.record(v.string(), url),
});

const text = (status: 200, description: string, type: 'text/plain' | 'text/markdown') => ({ status, description, content: { [type]: { schema: v.string() } } });

export const AGENT_FILE_OPERATIONS: readonly OperationDeclaration[] = [
  { method: 'GET', path: MCP_MAP_PATH, operationId: 'getMcpMap', answers: [jsonAnswer(200, 'The map for agents.', mcpMapSchema)], errors: [] },
  {
    method: 'GET',
    path: WELL_KNOWN_MCP_PATH,
    operationId: 'getMcpClientConfigs',
    answers: [jsonAnswer(200, 'Tool names and ready client configuration.', wellKnownMcpSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: SERVER_CARD_PATH,
    operationId: 'getMcpServerCard',
    answers: [jsonAnswer(200, 'The MCP server card (draft).', serverCardSchema)],
    errors: [],
  },
  { method: 'GET', path: LLMS_TXT_PATH, operationId: 'getLlmsTxt', answers: [text(200, 'llmstxt.org format.', 'text/plain')], errors: [] },
  { method: 'GET', path: LLMS_FULL_TXT_PATH, operationId: 'getLlmsFullTxt', answers: [text(200, 'Every route, tool and schema.', 'text/plain')], errors: [] },
  { method: 'GET', path: AGENT_QUICKSTART_PATH, operationId: 'getAgentQuickstart', answers: [text(200, 'Markdown.', 'text/markdown')], errors: [] },
];
