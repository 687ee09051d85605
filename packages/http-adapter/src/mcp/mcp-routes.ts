import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import type { ClientLimiter } from '../auth/client-rate-limit.js';
import { resolveBearer, type BearerResolution } from '../auth/resolve-bearer.js';
import type { ServiceConfig } from '../config/service-config.js';
import { bodyLimitsFor, type BodyLimits } from '../http/body-limits.js';
import { errorResponse } from '../http/error-response.js';
import { parseJsonBytes, readBodyBytes } from '../http/read-json-body.js';
import { requestIdOf } from '../http/request-id.js';
import type { Clock, Store } from '@secgate/store';
import { gateBearerTools } from './bearer-tool-gate.js';
import type { CallToolDeps } from './call-tool.js';
import { checkHostAndOrigin } from './host-origin-check.js';
import { createRequestServer } from './mcp-server.js';
import { negotiateProtocolVersion, unsupportedProtocolVersion } from './protocol-versions.js';

export const MCP_PATH = '/mcp';

/** Room for the JSON-RPC envelope around a chat body that is itself at the body limit. */
const ENVELOPE_BYTES = 64 * 1024;

export interface McpRouteDeps extends CallToolDeps {
  store: Pick<Store, 'principalByTokenHash'>;
  /** Judges a token's expiry (core's isTokenLive). */
  clock: Clock;
  config: Pick<ServiceConfig, 'models' | 'publicHosts' | 'bodyLimitBytes' | 'publicBodyLimitBytes'>;
  clients: ClientLimiter;
}

/**
 * Most messages one JSON-RPC batch may carry (2025-03-26 allows batches; later revisions dropped
 * them): one public request must not multiply into a hundred knowledge searches.
 */
export const MCP_MAX_BATCH = 10;

/** The JSON-RPC invalid-request error for a batch over MCP_MAX_BATCH. */
const batchTooLarge = () =>
  new Response(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: `Invalid Request: a batch holds at most ${MCP_MAX_BATCH} messages.` }, id: null }),
    {
      status: 400,
      headers: { 'content-type': 'application/json' },
    },
  );

/** The JSON-RPC parse error, as the SDK's transport words it. */
const parseError = () =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: Invalid JSON' }, id: null }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/**
 * `POST /mcp`: MCP over Streamable HTTP, stateless (docs/api.md#mcp). Per request, in order:
 * Host and Origin against the public hosts (403), the body read within the size limit (415, 413)
 * and parsed (JSON-RPC parse error), a batch of at most MCP_MAX_BATCH messages (-32600), the credential of any bearer tool it calls (401 or 403, as
 * HTTP answers of this endpoint), the protocol revision, and then a fresh SDK server and
 * transport answer it as JSON (no SSE, no `Mcp-Session-Id`). GET and DELETE are left to the method
 * guard (405 with `Allow: POST, OPTIONS`): there is no session to stream to or end.
 */
export function mcpRoutes(deps: McpRouteDeps): Hono {
  const app = new Hono();
  app.post(MCP_PATH, async (c) => {
    // The client's limit first: one request now, and one per further message of a batch below.
    const limited = deps.clients.take(c);
    if (limited) return limited;
    const refused = checkHostAndOrigin({ host: c.req.header('host'), origin: c.req.header('origin') }, c.req.url, deps.config.publicHosts);
    if (refused) return errorResponse(c, refused);

    // The caller's token is looked up at most once: for the body limit and for the bearer tools' gate.
    const authorization = c.req.header('authorization');
    let caller: Promise<BearerResolution> | undefined;
    const resolveCaller = () => (caller ??= resolveBearer(deps.store, authorization, deps.clock.now()));
    const limits = authorization === undefined ? bodyLimitsFor('public', deps.config) : mcpBodyLimits(deps, await resolveCaller());
    const bytes = await readBodyBytes(c, limits);
    // A body that is not JSON is JSON-RPC's parse error, whichever step saw it.
    if (!bytes.ok) return (bytes.error.body.error as { reason?: string }).reason === 'malformed-json' ? parseError() : errorResponse(c, bytes.error);
    // Parsed here, once, so the credential gate reads exactly what the transport will act on.
    const parsed = parseJsonBytes(bytes.value);
    if (!parsed.ok) return parseError();
    if (Array.isArray(parsed.value.json) && parsed.value.json.length > MCP_MAX_BATCH) return batchTooLarge();
    // A batch costs one request per message: it does the work of that many.
    const more = Array.isArray(parsed.value.json) ? parsed.value.json.length - 1 : 0;
    const overBatch = more > 0 ? deps.clients.take(c, more) : undefined;
    if (overBatch) return overBatch;

    const gate = await gateBearerTools(parsed.value.json, resolveCaller);
    if (gate) return errorResponse(c, gate.error, gate.headers);
    const versionError = unsupportedProtocolVersion(c.req.header('mcp-protocol-version'), parsed.value.json);
    if (versionError) return versionError;

    const context = { origin: new URL(c.req.url).origin, authorization, requestId: requestIdOf(c) };
    const { server, unauthorized } = createRequestServer(deps, context);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      // The body is already read: the transport takes it parsed and reads only the headers.
      const response = await transport.handleRequest(c.req.raw, { parsedBody: negotiateProtocolVersion(parsed.value.json) });
      const refusal = unauthorized();
      if (!refusal) return response;
      const challenge = refusal.headers.get('www-authenticate');
      return c.body(refusal.body, 401, {
        'content-type': 'application/json; charset=UTF-8',
        ...(challenge ? { 'WWW-Authenticate': challenge } : {}),
      });
    } finally {
      await server.close();
    }
  });
  return app;
}

/**
 * A caller with a valid bearer token may send a chat-sized call (svc_chat_completion carries a
 * whole chat request) with room for the JSON-RPC envelope; anyone else gets the public limits,
 * decided before a byte of the body is read.
 */
function mcpBodyLimits(deps: McpRouteDeps, caller: BearerResolution): BodyLimits {
  if (!caller.ok) return bodyLimitsFor('public', deps.config);
  const completion = bodyLimitsFor('completion', deps.config);
  return { ...completion, bytes: completion.bytes + ENVELOPE_BYTES };
}
