/**
 * The MCP revisions this endpoint speaks, newest first: 2025-03-26 introduced Streamable HTTP,
 * so nothing older can reach a stateless Streamable HTTP endpoint. The SDK's Server (1.32) also
 * accepts 2024-11-05 and 2024-10-07 (the HTTP+SSE era); these functions narrow it to our range.
 */
export const MCP_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;
export const LATEST_MCP_PROTOCOL_VERSION = MCP_PROTOCOL_VERSIONS[0];

const isSupported = (version: unknown): boolean => (MCP_PROTOCOL_VERSIONS as readonly unknown[]).includes(version);

/**
 * An `initialize` asking for a revision outside the range is answered with the latest one, as
 * the lifecycle's version negotiation prescribes (the client then decides whether it can go on):
 * the request is passed on asking for the latest, so the SDK answers with it. Returns the body
 * unchanged when there is nothing to negotiate; never mutates its input.
 */
export function negotiateProtocolVersion(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(negotiateOne);
  return negotiateOne(body);
}

function negotiateOne(message: unknown): unknown {
  if (!isRecord(message) || message['method'] !== 'initialize' || !isRecord(message['params'])) return message;
  const params = message['params'];
  if (isSupported(params['protocolVersion'])) return message;
  return { ...message, params: { ...params, protocolVersion: LATEST_MCP_PROTOCOL_VERSION } };
}

/**
 * The JSON-RPC error for a request after initialization whose `MCP-Protocol-Version` header names
 * a revision outside the range (the transport's own check, narrowed), or null when it is fine.
 * An absent header is fine: the transport then assumes 2025-03-26, as the specification says.
 */
export function unsupportedProtocolVersion(header: string | undefined, body: unknown): Response | null {
  if (header === undefined || isSupported(header)) return null;
  const messages = Array.isArray(body) ? body : [body];
  // An initialize request negotiates in its body; its header (if any) does not count yet.
  if (messages.some((m) => isRecord(m) && m['method'] === 'initialize')) return null;
  const message = `Bad Request: Unsupported protocol version: ${header} (supported versions: ${MCP_PROTOCOL_VERSIONS.join(', ')})`;
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
