import type { BearerResolution } from '../auth/resolve-bearer.js';
import { toolNamed } from './tool-table.js';

/**
 * The names of the bearer tools a JSON-RPC body calls (`tools/call`, alone or inside a batch).
 * Unknown tools are not listed: the MCP server answers them itself.
 */
export function bearerToolsCalled(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  const names: string[] = [];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null || (message as { method?: unknown }).method !== 'tools/call') continue;
    const params = (message as { params?: unknown }).params;
    const name = typeof params === 'object' && params !== null ? (params as { name?: unknown }).name : undefined;
    const tool = toolNamed(name);
    if (tool?.auth === 'bearer') names.push(tool.name);
  }
  return names;
}

/**
 * Checked on the JSON-RPC body before it reaches the MCP transport: a call of a bearer tool needs
 * a valid, unrevoked token of an active principal, and without one the whole HTTP answer is the
 * route's 401 (or 403 for a suspended principal), not a tool result: a 401 stays a
 * 401; it is also what makes MCP clients ask their user for a credential. Null when the body
 * calls no bearer tool (public tools, initialize, tools/list need no credential), and then
 * `resolveCaller` (resolveBearer on the request's Authorization header) is not called.
 */
export async function gateBearerTools(body: unknown, resolveCaller: () => Promise<BearerResolution>): Promise<Extract<BearerResolution, { ok: false }> | null> {
  if (bearerToolsCalled(body).length === 0) return null;
  const resolved = await resolveCaller();
  return resolved.ok ? null : resolved;
}
