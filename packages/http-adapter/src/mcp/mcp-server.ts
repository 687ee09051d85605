import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { callTool, type CallToolDeps, type ToolOutcome } from './call-tool.js';
import { SERVER_INFO, SERVER_INSTRUCTIONS } from './server-info.js';
import { toolDescriptors } from './tool-descriptor.js';
import type { ToolCallContext } from './tool-request.js';
import { toolNamed } from './tool-table.js';

// The Server makes its own Ajv instance unless given one: half a millisecond per request for a
// validator this server never uses (it only serves elicitation, which we do not send). One for all.
const SHARED_VALIDATOR = new AjvJsonSchemaValidator();

export type Unauthorized = Extract<ToolOutcome, { kind: 'unauthorized' }>;

export interface RequestServer {
  server: Server;
  /** A route's 401 met while answering (a token revoked after the gate looked): the endpoint answers it instead. */
  unauthorized(): Unauthorized | undefined;
}

/**
 * A fresh low-level MCP server for one HTTP request (the endpoint is stateless): it lists the
 * tool table and answers tools/call through callTool with this request's credential and origin.
 * Only tools are offered; ping and initialize are the SDK's own.
 */
export function createRequestServer(deps: CallToolDeps, context: ToolCallContext): RequestServer {
  const server = new Server(
    { ...SERVER_INFO },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: SERVER_INSTRUCTIONS,
      jsonSchemaValidator: SHARED_VALIDATOR,
    },
  );
  let unauthorized: Unauthorized | undefined;

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolDescriptors(deps.config.models) }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = toolNamed(request.params.name);
    // An unknown tool is a protocol error (MCP tools: "Unknown tools" → -32602), not a tool result.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const outcome = await callTool(deps, tool, request.params.arguments, context);
    if (outcome.kind === 'result') return outcome.result;
    unauthorized ??= outcome;
    // Never sent: the endpoint replaces the whole answer with the 401.
    return { content: [], isError: true };
  });

  return { server, unauthorized: () => unauthorized };
}
