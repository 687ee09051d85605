import * as v from 'valibot';
import type { OperationDeclaration } from '../openapi/operation.js';
import { MCP_PATH } from './mcp-routes.js';

/*
 * `POST /mcp` (docs/api.md#mcp) for the OpenAPI document: JSON-RPC 2.0 in and out. The methods and
 * their results are MCP's own (its specification, revisions 2025-03-26 to 2025-11-25); the tool
 * list is in /mcp.json and tools/list.
 */

const id = v.union([v.string(), v.number()]);
const rpcRequest = v.looseObject({
  jsonrpc: v.literal('2.0'),
  id: v.optional(id),
  method: v.pipe(v.string(), v.description('initialize, ping, tools/list, tools/call, notifications/initialized, ...')),
  params: v.optional(v.record(v.string(), v.unknown())),
});
const rpcAnswer = v.looseObject({
  jsonrpc: v.literal('2.0'),
  id: v.nullable(id),
  result: v.optional(v.record(v.string(), v.unknown())),
  error: v.optional(v.looseObject({ code: v.number(), message: v.string() })),
});

export const MCP_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'POST',
    path: MCP_PATH,
    operationId: 'mcp',
    description:
      'MCP over Streamable HTTP, stateless: every request gets a fresh server and transport, answers are JSON (no SSE, no ' +
      '`Mcp-Session-Id`). Send `accept: application/json, text/event-stream`. `Host` and `Origin` must name one of `publicHosts` (403). ' +
      'A `tools/call` of a bearer tool without a valid token is HTTP 401; any other route error is a tool result with `isError: true`.',
    requestBody: {
      schema: v.union([rpcRequest, v.array(rpcRequest)]),
      readAs: 'json-rpc',
      example: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'svc_knowledge_search', arguments: { q: 'T1566' } } },
    },
    answers: [
      {
        status: 200,
        description: 'The JSON-RPC answer (an array for a batch).',
        content: { 'application/json': { schema: v.union([rpcAnswer, v.array(rpcAnswer)]) } },
      },
      { status: 202, description: 'Only notifications were sent: no body.', content: {} },
      {
        status: 400,
        description: 'A JSON-RPC error: a body that is not JSON (-32700) or an `MCP-Protocol-Version` outside the supported range.',
        content: { 'application/json': { schema: rpcAnswer } },
      },
    ],
    errors: ['forbidden', 'json-required', 'body-too-large', 'unauthorized'],
  },
];
