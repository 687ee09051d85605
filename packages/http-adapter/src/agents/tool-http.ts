import type { ToolDefinition } from '../mcp/tool-table.js';
import { absoluteUrl } from './agent-file-input.js';

/** How to make a tool's call over plain HTTP, for agents that do not speak MCP. */
export interface ToolHttp {
  method: 'GET' | 'POST';
  url: string;
  /** What the HTTP route requires; svc_models is public as a tool, while GET /v1/models takes a bearer. */
  auth: 'none' | 'bearer';
  /** Where the arguments go. */
  arguments: 'query' | 'body' | 'none';
  headers?: Record<string, string>;
  /** The tool's one-item read: which argument goes into which URL's `{name}`. */
  item?: { argument: string; url: string };
}

export function toolHttp(tool: ToolDefinition, base: string): ToolHttp {
  const { route } = tool;
  const headers: Record<string, string> = {};
  if (route.auth === 'bearer') headers['authorization'] = 'Bearer <API_TOKEN>';
  if (route.method === 'POST') headers['content-type'] = 'application/json';
  if (route.idempotencyKeyArgument) {
    headers['idempotency-key'] = `the ${route.idempotencyKeyArgument} argument: a UUID v4 you choose (the MCP tool makes a fresh one when it is absent)`;
  }
  return {
    method: route.method,
    url: absoluteUrl(base, route.path),
    auth: route.auth,
    arguments: route.arguments,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(route.item ? { item: { argument: route.item.argument, url: absoluteUrl(base, route.item.path) } } : {}),
  };
}
