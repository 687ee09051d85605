import type { Ids } from '@secgate/store';
import type { ToolDefinition } from './tool-table.js';

/** What a tool call carries over from the MCP request to the route it calls. */
export interface ToolCallContext {
  /** The service's origin as the caller reached it, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  /** The MCP request's Authorization header; sent on to bearer routes only. */
  authorization?: string | undefined;
  /** The MCP request's id, so the route's log line can be matched with the MCP call. */
  requestId?: string | undefined;
}

/**
 * The HTTP request a tool call is: the route's method and path on the caller's origin, the
 * arguments as query parameters or as the JSON body, and the caller's credential for a bearer
 * route. Public tools never forward the Authorization header, so a stale token cannot break them.
 * `args` has already been checked against the tool's input schema.
 */
export function toolRequest(tool: ToolDefinition, args: Record<string, unknown>, context: ToolCallContext, ids: Pick<Ids, 'uuid'>): Request {
  const { route } = tool;
  const fields = { ...args };
  const url = new URL(itemPathOf(route, fields) ?? route.path, context.origin);
  const headers = new Headers({ accept: 'application/json' });
  if (context.requestId) headers.set('x-request-id', context.requestId);
  if (route.auth === 'bearer' && context.authorization) headers.set('authorization', context.authorization);

  if (route.idempotencyKeyArgument) {
    const key = fields[route.idempotencyKeyArgument];
    delete fields[route.idempotencyKeyArgument];
    headers.set('idempotency-key', typeof key === 'string' ? key : ids.uuid());
  }

  if (route.arguments === 'query') {
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
  }
  if (route.method === 'GET') return new Request(url, { method: 'GET', headers });
  headers.set('content-type', 'application/json');
  // The arguments as given (not a parser's output), so the route sees exactly what the agent sent
  // and an identical call makes an identical body: that is what re-attaches it to its job.
  const body = route.arguments === 'body' ? JSON.stringify(fields) : '{}';
  return new Request(url, { method: route.method, headers, body });
}

/** The item's path when the call names one (its argument taken out of `fields`), else undefined. */
function itemPathOf(route: ToolDefinition['route'], fields: Record<string, unknown>): string | undefined {
  if (!route.item) return undefined;
  const { argument, path } = route.item;
  const value = fields[argument];
  if (value === undefined || value === null) return undefined;
  delete fields[argument];
  return path.replace(`{${argument}}`, encodeURIComponent(String(value)));
}
