import { request as httpRequest } from 'node:http';
import { isUuidV4 } from '@secgate/core';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken, randomIds } from '@secgate/store';
import { MCP_MAX_BATCH } from './mcp-routes.js';
import { connectClient, postMcp, startTestService, toolsCall, type TestService } from './mcp-test-service.test-support.js';

/*
 * POST /mcp through the official SDK client over Streamable HTTP, against the real app on a
 * loopback port (real store, offline origin, real job runner).
 */
let service: TestService;
let token: string;

beforeAll(async () => {
  service = await startTestService();
  token = (await service.principal()).token;
});
afterAll(() => service?.close());

async function getJson(path: string, withToken = true) {
  const response = await fetch(new URL(path, service.url), withToken ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: (await response.json()) as any };
}

const structured = (result: unknown) => (result as CallToolResult).structuredContent as any;

describe('initialize and tools/list', () => {
  it('initializes statelessly: server info, tools capability, no session id', async () => {
    const client = await connectClient(service.url);
    expect(client.getServerVersion()).toMatchObject({ name: 'secgate', version: expect.any(String) });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toContain('svc_chat_completion');
    await client.close();

    const raw = await postMcp(service.url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('mcp-session-id')).toBeNull();
    expect(raw.headers.get('content-type')).toContain('application/json');
    expect(raw.body.result.protocolVersion).toBe('2025-11-25');
  });

  it('speaks 2025-03-26 to 2025-11-25 and answers older revisions with the latest', async () => {
    const initialize = (protocolVersion: string) =>
      postMcp(service.url, {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      });
    for (const version of ['2025-03-26', '2025-06-18', '2025-11-25']) {
      expect((await initialize(version)).body.result.protocolVersion).toBe(version);
    }
    for (const version of ['2024-11-05', '2024-10-07', '1999-01-01']) {
      expect((await initialize(version)).body.result.protocolVersion).toBe('2025-11-25');
    }
    const oldHeader = await postMcp(service.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2024-11-05' });
    expect(oldHeader.status).toBe(400);
    expect(oldHeader.body.error.message).toContain('Unsupported protocol version');
  });

  it('lists the seven tools with their input schemas', async () => {
    const client = await connectClient(service.url);
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((t) => t.name)).toEqual([
      'svc_knowledge_search',
      'svc_knowledge_context',
      'svc_models',
      'svc_research_status',
      'svc_chat_completion',
      'svc_research_run',
      'svc_vm_findings',
    ]);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.svc_knowledge_search?.inputSchema).toMatchObject({
      type: 'object',
      required: ['q'],
      properties: { q: { type: 'string', maxLength: 200 }, limit: { type: 'integer' } },
    });
    expect(byName.svc_knowledge_context?.inputSchema).toMatchObject({ required: ['id'] });
    expect(byName.svc_models?.inputSchema).toMatchObject({ type: 'object', properties: {} });
    expect(byName.svc_research_status?.inputSchema).toMatchObject({ type: 'object', properties: {} });
    expect(Object.keys(byName.svc_chat_completion?.inputSchema.properties ?? {}).sort()).toEqual([
      'max_tokens',
      'messages',
      'model',
      'scopeId',
      'task',
      'tool_choice',
      'tools',
    ]);
    expect(byName.svc_chat_completion?.inputSchema.required).toEqual(['model', 'messages']);
    expect(Object.keys(byName.svc_research_run?.inputSchema.properties ?? {}).sort()).toEqual(['jobId', 'max_tokens', 'messages', 'model', 'scopeId', 'task']);
    expect(Object.keys(byName.svc_vm_findings?.inputSchema.properties ?? {}).sort()).toEqual(['asset', 'cursor', 'cve', 'id', 'limit', 'minScore', 'status']);
    for (const tool of tools) expect(tool.description).toMatch(/\S/);
  });
});

describe('public tools', () => {
  it('svc_models answers the catalog without a credential: the same body as GET /v1/models', async () => {
    const client = await connectClient(service.url);
    const result = await client.callTool({ name: 'svc_models', arguments: {} });
    await client.close();
    expect(result.isError).toBeUndefined();
    expect(structured(result)).toEqual((await getJson('/v1/models')).body);
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(structured(result));
  });

  it('svc_knowledge_search and svc_knowledge_context answer what their routes answer', async () => {
    const client = await connectClient(service.url);
    const search = await client.callTool({ name: 'svc_knowledge_search', arguments: { q: 'cross-site scripting', limit: 3 } });
    const context = await client.callTool({ name: 'svc_knowledge_context', arguments: { id: 'CWE-79' } });
    await client.close();
    expect(structured(search)).toEqual((await getJson('/v1/knowledge/search?q=cross-site%20scripting&limit=3', false)).body);
    expect(structured(search).results.length).toBeGreaterThan(0);
    expect(structured(context)).toEqual((await getJson('/v1/knowledge/context?id=CWE-79', false)).body);
    expect(structured(context).id).toBe('CWE-79');
  });

  it('a public tool ignores a bad credential (it is never forwarded)', async () => {
    const result = await postMcp(service.url, toolsCall('svc_models'), { authorization: 'Bearer nonsense' });
    expect(result.status).toBe(200);
    expect(result.body.result.structuredContent.object).toBe('list');
  });
});

describe('protected tools without a valid credential: HTTP 401 at the endpoint', () => {
  it('the SDK client surfaces the 401', async () => {
    const client = await connectClient(service.url);
    const error = await client.callTool({ name: 'svc_research_status', arguments: {} }).catch((e: unknown) => e);
    await client.close();
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
  });

  it(`answers a batch of more than ${MCP_MAX_BATCH} messages with -32600 before calling any tool`, async () => {
    const search = (id: number) => toolsCall('svc_knowledge_search', { q: 'phishing' }, id);
    const within = await postMcp(
      service.url,
      Array.from({ length: MCP_MAX_BATCH }, (_, i) => search(i + 1)),
    );
    expect(within.status).toBe(200);
    expect(within.body).toHaveLength(MCP_MAX_BATCH);
    const over = await postMcp(
      service.url,
      Array.from({ length: 100 }, (_, i) => search(i + 1)),
    );
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe(-32600);
  });

  it('no token: 401 unauthorized with the bearer challenge, also inside a batch', async () => {
    for (const body of [
      toolsCall('svc_chat_completion', { model: 'shared-1', messages: [{ role: 'user', content: 'hi' }] }),
      [toolsCall('svc_models', {}, 1), toolsCall('svc_research_status', {}, 2)],
    ]) {
      const answer = await postMcp(service.url, body);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="secgate"');
      expect(answer.body.error.code).toBe('unauthorized');
    }
  });

  it('malformed, unknown or revoked token: 401 invalid_token; suspended principal: 403 forbidden', async () => {
    const revoked = await service.principal();
    await service.store.revokeToken(revoked.tokenId, Date.now());
    const unknown = createPersonalAccessToken(randomIds).token;
    // Malformed (no database read), well formed but never issued, issued then revoked.
    for (const bad of ['nonsense', unknown, revoked.token]) {
      const answer = await postMcp(service.url, toolsCall('svc_research_run', { model: 'shared-1', messages: [{ role: 'user', content: 'x' }] }), {
        authorization: `Bearer ${bad}`,
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="secgate", error="invalid_token"');
    }
    const suspended = await service.principal({ status: 'suspended' });
    const answer = await postMcp(service.url, toolsCall('svc_research_status'), { authorization: `Bearer ${suspended.token}` });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });
});

describe('protected tools with a token', () => {
  it('svc_research_status answers what GET /v1/research/status answers', async () => {
    const client = await connectClient(service.url, token);
    const result = await client.callTool({ name: 'svc_research_status', arguments: {} });
    await client.close();
    expect(structured(result)).toEqual((await getJson('/v1/research/status')).body);
    expect(structured(result).status).toBe('pending');
  });

  it('svc_chat_completion answers the chat completion through the offline origin, never streamed', async () => {
    const client = await connectClient(service.url, token);
    const result = await client.callTool({
      name: 'svc_chat_completion',
      arguments: { model: 'shared-1', messages: [{ role: 'user', content: 'Review: eval(input())' }], task: 'code-review' },
    });
    const streamed = await client.callTool({
      name: 'svc_chat_completion',
      arguments: { model: 'shared-1', messages: [{ role: 'user', content: 'x' }], stream: true },
    });
    await client.close();
    expect(result.isError).toBeUndefined();
    expect(structured(result)).toMatchObject({ object: 'chat.completion', model: 'shared-1', billing: 'free', receiptId: expect.any(String) });
    expect(isUuidV4(structured(result).jobId)).toBe(true);
    expect(structured(result).choices[0].message.content).toMatch(/no model ran/i);
    expect(streamed.isError).toBe(true);
    expect(structured(streamed).error).toMatchObject({ code: 'invalid-request', field: 'stream', reason: 'unknown-field' });
  });

  it('svc_research_run creates a job (a fresh UUID v4 key) and the same jobId and arguments poll it', async () => {
    const client = await connectClient(service.url, token);
    const args = { model: 'shared-1', messages: [{ role: 'user', content: 'Triage: SQL built by string concatenation.' }], task: 'vulnerability-triage' };
    const created = structured(await client.callTool({ name: 'svc_research_run', arguments: args }));
    expect(created.object).toBe('research.job');
    expect(isUuidV4(created.jobId)).toBe(true);

    let polled = created;
    for (let i = 0; i < 200 && polled.status !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      polled = structured(await client.callTool({ name: 'svc_research_run', arguments: { ...args, jobId: created.jobId } }));
      expect(polled.jobId).toBe(created.jobId);
    }
    expect(polled.status).toBe('succeeded');
    expect(polled.content).toMatch(/no model ran/i);
    expect((await getJson(`/v1/research/job?jobId=${created.jobId}`)).body).toEqual(polled);

    const conflict = await client.callTool({ name: 'svc_research_run', arguments: { ...args, task: 'remediation', jobId: created.jobId } });
    expect(conflict.isError).toBe(true);
    expect(structured(conflict).error).toMatchObject({ code: 'idempotency-conflict', jobId: created.jobId });
    await client.close();
  });

  it('svc_vm_findings lists the ledger and reads one finding, exactly as the routes answer', async () => {
    const findings = [
      {
        source: 'dast',
        sourceId: 'mcp-d-1',
        asset: { id: 'mcp-web' },
        vulnerability: { cve: 'CVE-2021-41773' },
        reachability: 'confirmed',
        observedAt: '2026-11-20T08:00:00Z',
      },
      {
        source: 'sast',
        sourceId: 'mcp-s-1',
        asset: { id: 'mcp-repo' },
        vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts' } },
        reachability: 'unknown',
        observedAt: '2026-11-20T08:00:00Z',
      },
    ];
    const posted = await fetch(new URL('/v1/security/findings', service.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ findings }),
    });
    expect(posted.status).toBe(200);
    const client = await connectClient(service.url, token);
    const list = await client.callTool({ name: 'svc_vm_findings', arguments: { asset: 'mcp-web' } });
    expect(list.isError).toBeUndefined();
    expect(structured(list)).toEqual((await getJson('/v1/security/findings?asset=mcp-web')).body);
    const id = structured(list).data[0].id;
    const one = await client.callTool({ name: 'svc_vm_findings', arguments: { id } });
    expect(structured(one)).toEqual((await getJson(`/v1/security/findings/${id}`)).body);
    expect(structured(one)).toMatchObject({ id, assetId: 'mcp-web', history: [] });
    const mixed = await client.callTool({ name: 'svc_vm_findings', arguments: { id, status: 'closed' } });
    expect(mixed).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid-query', field: 'status', reason: 'unknown-field' } } });
    const badId = await client.callTool({ name: 'svc_vm_findings', arguments: { id: '../../models' } });
    expect(badId).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid-query', field: 'id' } } });
    await client.close();
    // Without the connection's token the tool is the route's 401, as for every bearer tool.
    const anonymous = await postMcp(service.url, toolsCall('svc_vm_findings', {}));
    expect(anonymous.status).toBe(401);
  });

  it('a route error is a tool result with isError and the route error body', async () => {
    const client = await connectClient(service.url, token);
    const messages = [{ role: 'user', content: 'x' }];
    const unknownModel = await client.callTool({ name: 'svc_chat_completion', arguments: { model: 'no-such-model', messages } });
    const notConfigured = await client.callTool({ name: 'svc_chat_completion', arguments: { model: 'red-4', messages } });
    const badJobId = await client.callTool({ name: 'svc_research_run', arguments: { model: 'shared-1', messages, jobId: 'not-a-uuid' } });
    const badQuery = await client.callTool({ name: 'svc_knowledge_search', arguments: { q: '   ' } });
    const missingArgument = await client.callTool({ name: 'svc_knowledge_context', arguments: {} });
    await client.close();
    expect(unknownModel).toMatchObject({ isError: true, structuredContent: { error: { code: 'model-not-found' } } });
    expect(notConfigured).toMatchObject({ isError: true, structuredContent: { error: { code: 'route-not-configured', model: 'red-4' } } });
    expect(badJobId).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid-job-id' } } });
    expect(badQuery).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid-query', field: 'q', reason: 'required' } } });
    expect(missingArgument).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid-query', field: 'id', reason: 'required' } } });
  });

  it('an unknown tool is a JSON-RPC invalid-params error', async () => {
    const answer = await postMcp(service.url, toolsCall('svc_nothing'));
    expect(answer.status).toBe(200);
    expect(answer.body.error.code).toBe(-32602);
  });
});

describe('the endpoint itself', () => {
  it('GET and DELETE answer 405 method-not-allowed with Allow', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL('/mcp', service.url), { method, headers: { accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('POST');
      expect(((await response.json()) as any).error.code).toBe('method-not-allowed');
    }
  });

  it('a malformed body is the JSON-RPC parse error; a wrong content type 415; never a 500', async () => {
    const malformed = await postMcp(service.url, '{"jsonrpc": "2.0", ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe(-32700);
    const notRpc = await postMcp(service.url, { hello: 'world' });
    expect(notRpc.status).toBe(400);
    expect(notRpc.body.error.code).toBe(-32700);
    const wrongType = await postMcp(service.url, toolsCall('svc_models'), { 'content-type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.code).toBe('json-required');
  });

  it('Host and Origin must be public hosts (DNS-rebinding protection)', async () => {
    const send = (headers: Record<string, string>) => rawPost(service.url, toolsCall('svc_models'), headers);
    const port = new URL(service.url).port;
    expect((await send({ host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await send({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await send({ host: 'LOCALHOST', origin: 'https://localhost' })).status).toBe(200);
    const refused: Record<string, string>[] = [
      { host: `evil.example:${port}` },
      { host: `127.0.0.1:${port}`, origin: 'http://evil.example' },
      { host: `127.0.0.1:${port}`, origin: 'null' },
      { host: 'localhost.evil.example' },
    ];
    for (const headers of refused) {
      const answer = await send(headers);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).error.code).toBe('forbidden');
    }
  });
});

/** node:http, because fetch does not let a caller choose the Host header. */
function rawPost(base: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL('/mcp', base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
