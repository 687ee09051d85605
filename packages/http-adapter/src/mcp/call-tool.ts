import { apiError, describeFieldError, fieldErrorFromIssues, modelsList, redactJsonValue, type ModelDefinition } from '@secgate/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as v from 'valibot';
import type { Ids } from '@secgate/store';
import { toolRequest, type ToolCallContext } from './tool-request.js';
import type { ToolDefinition } from './tool-table.js';

/** Sends a request through the whole app in-process (its `fetch`), exactly as if it came over HTTP. */
export type Dispatch = (request: Request) => Promise<Response>;

export interface CallToolDeps {
  dispatch: Dispatch;
  ids: Pick<Ids, 'uuid'>;
  config: { models: readonly ModelDefinition[] };
  upstreams: { isServed(modelId: string): boolean };
}

/**
 * What a call came to: a tool result (success or `isError`), or the route's 401, which is not a
 * tool result at all: the MCP endpoint answers it as its own HTTP 401 (docs/api.md#mcp).
 */
export type ToolOutcome = { kind: 'result'; result: CallToolResult } | { kind: 'unauthorized'; status: number; headers: Headers; body: string };

/**
 * Runs one tool: checks the arguments against the tool's schema, then answers from the catalog
 * or calls the tool's route and hands its JSON answer back as `structuredContent` (and as text,
 * for clients that read only content blocks). A route error other than 401 is a tool result
 * with `isError: true` carrying the route's error body unchanged.
 */
export async function callTool(deps: CallToolDeps, tool: ToolDefinition, args: unknown, context: ToolCallContext): Promise<ToolOutcome> {
  const given = args ?? {};
  const checked = v.safeParse(tool.input, given, { abortEarly: true });
  if (!checked.success) {
    // MCP 2025-11-25: argument errors are tool execution errors, so the model can correct itself.
    const fieldError = fieldErrorFromIssues(checked.issues);
    const { field, reason, allowed } = fieldError;
    const details = allowed ? { field, reason, allowed } : { field, reason };
    // The field name may be a key the caller sent: redacted like every error body.
    return result(redactJsonValue(apiError(tool.argumentErrorCode, describeFieldError(fieldError), details).body).value, true);
  }

  if (tool.answeredBy === 'catalog') {
    return result(
      modelsList(deps.config.models, (id) => (deps.upstreams.isServed(id) ? 'served' : 'route not configured')),
      false,
    );
  }

  const response = await deps.dispatch(toolRequest(tool, given as Record<string, unknown>, context, deps.ids));
  const text = await response.text();
  if (response.status === 401) return { kind: 'unauthorized', status: 401, headers: response.headers, body: text };
  return result(parseBody(text, response.status), response.status >= 400);
}

function parseBody(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Every route answers JSON; should one not, the caller still gets a section-2 error, not a crash.
    return apiError('internal', `The route answered ${status} without a JSON body.`).body;
  }
}

function result(body: unknown, isError: boolean): ToolOutcome {
  const structured = typeof body === 'object' && body !== null && !Array.isArray(body);
  const content: CallToolResult['content'] = [{ type: 'text', text: JSON.stringify(body) }];
  return {
    kind: 'result',
    result: {
      content,
      ...(structured ? { structuredContent: body as Record<string, unknown> } : {}),
      ...(isError ? { isError: true } : {}),
    },
  };
}
