import { MCP_PATH } from '../mcp/mcp-routes.js';
import { SERVER_INFO } from '../mcp/server-info.js';
import { TOOLS } from '../mcp/tool-table.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';

export const WELL_KNOWN_MCP_PATH = '/.well-known/mcp.json';

export interface McpClientConfig {
  name: string;
  /** Where the snippet goes. */
  file: string;
  config: Record<string, unknown>;
  /** A command that does the same, where the client has one. */
  command?: string;
  notes: string;
}

/** `GET /.well-known/mcp.json`: the tool names and ready configuration for common MCP clients. */
export interface WellKnownMcp {
  server: { name: string; transport: 'streamable-http'; url: string };
  tools: string[];
  clients: McpClientConfig[];
}

const NAME = SERVER_INFO.name;

/**
 * Every snippet reads the token from the environment (or a prompt), never from the file itself,
 * so a configuration can be shared or committed without leaking a credential. Public tools work
 * without the header; the inference tools need it.
 */
export function wellKnownMcp(input: AgentFileInput): WellKnownMcp {
  const url = absoluteUrl(input.base, MCP_PATH);
  // mcp-remote refuses plain http to anything but localhost unless told otherwise.
  const allowHttp = url.startsWith('http:') ? ['--allow-http'] : [];
  return {
    server: { name: NAME, transport: 'streamable-http', url },
    tools: TOOLS.map((tool) => tool.name),
    clients: [
      {
        name: 'Claude Desktop',
        file: 'claude_desktop_config.json',
        config: {
          mcpServers: {
            [NAME]: {
              command: 'npx',
              args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${SECGATE_AUTH_HEADER}', ...allowHttp],
              env: { SECGATE_AUTH_HEADER: 'Bearer <API_TOKEN>' },
            },
          },
        },
        notes: 'mcp-remote bridges stdio to Streamable HTTP. The header value has no space after the colon because some clients split arguments on spaces.',
      },
      {
        name: 'Claude Code',
        file: '.mcp.json',
        config: { mcpServers: { [NAME]: { type: 'http', url, headers: { Authorization: 'Bearer ${SECGATE_TOKEN}' } } } },
        command: `claude mcp add --transport http ${NAME} ${url} --header "Authorization: Bearer $SECGATE_TOKEN"`,
        notes: 'Claude Code expands ${SECGATE_TOKEN} from the environment.',
      },
      {
        name: 'Cursor',
        file: '~/.cursor/mcp.json',
        config: { mcpServers: { [NAME]: { url, headers: { Authorization: 'Bearer ${env:SECGATE_TOKEN}' } } } },
        notes: 'Cursor expands ${env:SECGATE_TOKEN} from the environment.',
      },
      {
        name: 'VS Code',
        file: '.vscode/mcp.json',
        config: {
          servers: { [NAME]: { type: 'http', url, headers: { Authorization: 'Bearer ${input:secgate-token}' } } },
          inputs: [{ type: 'promptString', id: 'secgate-token', description: 'secgate personal access token (sgp_...)', password: true }],
        },
        notes: 'VS Code asks for the token once and keeps it in its secret storage.',
      },
      {
        name: 'Generic Streamable HTTP client',
        file: 'your client configuration',
        config: { name: NAME, transport: 'streamable-http', url, headers: { Authorization: 'Bearer <API_TOKEN>' } },
        notes: 'Stateless: no Mcp-Session-Id; POST only (GET and DELETE answer 405). Protocol revisions 2025-03-26 to 2025-11-25.',
      },
    ],
  };
}
