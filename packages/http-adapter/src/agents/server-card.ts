import { MCP_PATH } from '../mcp/mcp-routes.js';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/protocol-versions.js';
import { SERVER_DESCRIPTION, SERVER_INFO } from '../mcp/server-info.js';
import { TOOLS } from '../mcp/tool-table.js';
import { OPENAPI_PATH } from '../openapi/openapi-path.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';

export const SERVER_CARD_PATH = '/mcp/server-card';

/**
 * `GET /mcp/server-card`: the MCP server card, a draft (SEP-1649, later SEP-2127) that lets a
 * client learn about a server before connecting. The drafts differ; this card carries the fields
 * both name (name, title, version, description, the streamable-http remote with its URL and
 * header) plus the transport, tools and authentication the earlier draft lists.
 */
export function serverCard(input: AgentFileInput) {
  const url = absoluteUrl(input.base, MCP_PATH);
  return {
    name: SERVER_INFO.name,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    description: SERVER_DESCRIPTION,
    protocolVersions: [...MCP_PROTOCOL_VERSIONS],
    transport: { type: 'streamable-http', endpoint: url, stateless: true },
    remotes: [
      {
        type: 'streamable-http',
        url,
        supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
        headers: [
          {
            name: 'Authorization',
            description: 'Bearer <personal access token>: needed by the inference tools only',
            isRequired: false,
            isSecret: true,
          },
        ],
      },
    ],
    capabilities: { tools: { listChanged: false } },
    authentication: {
      required: false,
      schemes: ['bearer'],
      description:
        'Public tools need no credential. Bearer tools use the connection\'s Authorization header; without a valid token the endpoint answers HTTP 401 with WWW-Authenticate: Bearer realm="secgate".',
    },
    tools: TOOLS.map((tool) => ({ name: tool.name, title: tool.title, description: tool.description, auth: tool.auth })),
    documentation: {
      map: absoluteUrl(input.base, '/mcp.json'),
      clients: absoluteUrl(input.base, '/.well-known/mcp.json'),
      llms: absoluteUrl(input.base, '/llms.txt'),
      openapi: absoluteUrl(input.base, OPENAPI_PATH),
    },
  };
}
