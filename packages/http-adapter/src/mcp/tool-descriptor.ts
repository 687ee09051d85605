import type { ModelDefinition } from '@secgate/core';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { toolInputJsonSchema } from './tool-json-schema.js';
import { TOOLS, type ToolDefinition } from './tool-table.js';

/** The sentence every description ends with, so an agent knows before calling whether a token is needed. */
export function authSentence(tool: ToolDefinition): string {
  return tool.auth === 'bearer'
    ? "Needs the MCP connection's Authorization: Bearer sgp_... header (a personal access token from the account holder)."
    : 'Public: no credential needed.';
}

/** One tool as tools/list answers it. */
export function toolDescriptor(tool: ToolDefinition, models: readonly ModelDefinition[]): Tool {
  const readOnly = tool.route.method === 'GET' || tool.answeredBy === 'catalog';
  return {
    name: tool.name,
    title: tool.title,
    description: `${tool.description} Answers ${tool.output}. ${authSentence(tool)}`,
    inputSchema: toolInputJsonSchema(tool, models),
    annotations: {
      title: tool.title,
      readOnlyHint: readOnly,
      destructiveHint: false,
      // A resent completion or job re-attaches to the same job: calling twice does nothing more.
      idempotentHint: true,
      openWorldHint: false,
    },
  };
}

export function toolDescriptors(models: readonly ModelDefinition[]): Tool[] {
  return TOOLS.map((tool) => toolDescriptor(tool, models));
}
