import { MCP_PATH } from '../mcp/mcp-routes.js';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/protocol-versions.js';
import { SERVER_INFO } from '../mcp/server-info.js';
import { authSentence } from '../mcp/tool-descriptor.js';
import { toolInputJsonSchema, type JsonSchemaObject } from '../mcp/tool-json-schema.js';
import { TOOLS } from '../mcp/tool-table.js';
import { OPENAPI_PATH } from '../openapi/openapi-path.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';
import { apiRoute, type ApiRoute } from './api-routes.js';
import { sessionSetup, type SetupStep } from './session-setup.js';
import { toolHttp, type ToolHttp } from './tool-http.js';

export const MCP_MAP_PATH = '/mcp.json';

export interface ResearchEndpoint {
  method: ApiRoute['method'];
  url: string;
  auth: ApiRoute['auth'];
  request?: string;
}

/** `GET /mcp.json` (docs/api.md#agent-files): the map for agents that do not speak MCP. */
export interface McpMap {
  servers: { name: string; transport: 'streamable-http'; url: string; protocolVersions: string[] }[];
  tools: { name: string; title: string; description: string; inputSchema: JsonSchemaObject; http: ToolHttp; auth: 'none' | 'bearer' }[];
  research: { status: ResearchEndpoint; chat: ResearchEndpoint; jobs: ResearchEndpoint; job: ResearchEndpoint };
  sessionSetup: SetupStep[];
  docs: { llms: string; llmsFull: string; quickstart: string; clients: string; serverCard: string; openapi: string };
}

export function mcpMap(input: AgentFileInput): McpMap {
  const { base } = input;
  const endpoint = (method: ApiRoute['method'], path: string): ResearchEndpoint => {
    // Looked up in the route table, so a renamed route breaks this file's test, not an agent.
    const route = apiRoute(method, path);
    return { method, url: absoluteUrl(base, path), auth: route.auth, ...(route.request ? { request: route.request } : {}) };
  };
  return {
    servers: [{ name: SERVER_INFO.name, transport: 'streamable-http', url: absoluteUrl(base, MCP_PATH), protocolVersions: [...MCP_PROTOCOL_VERSIONS] }],
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: `${tool.description} ${authSentence(tool)}`,
      inputSchema: toolInputJsonSchema(tool, input.models),
      http: toolHttp(tool, base),
      auth: tool.auth,
    })),
    research: {
      status: endpoint('GET', '/v1/research/status'),
      chat: endpoint('POST', '/v1/chat/completions'),
      jobs: endpoint('POST', '/v1/research/jobs'),
      job: endpoint('GET', '/v1/research/job'),
    },
    sessionSetup: sessionSetup(base),
    docs: {
      llms: absoluteUrl(base, '/llms.txt'),
      llmsFull: absoluteUrl(base, '/llms-full.txt'),
      quickstart: absoluteUrl(base, '/agent-quickstart.md'),
      clients: absoluteUrl(base, '/.well-known/mcp.json'),
      serverCard: absoluteUrl(base, '/mcp/server-card'),
      openapi: absoluteUrl(base, OPENAPI_PATH),
    },
  };
}
