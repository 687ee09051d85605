import { DEFAULT_MODELS } from '@secgate/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import type { Dispatch } from './call-tool.js';
import { createRequestServer } from './mcp-server.js';

async function connected(dispatch: Dispatch) {
  const requestServer = createRequestServer(
    { dispatch, ids: { uuid: () => '3b241101-e2bb-4255-8caf-4136c566a962' }, config: { models: DEFAULT_MODELS }, upstreams: { isServed: () => true } },
    { origin: 'http://localhost', authorization: 'Bearer sgp_x' },
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await requestServer.server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return { client, ...requestServer };
}

describe('createRequestServer', () => {
  it('offers only tools, and lists the seven', async () => {
    const { client } = await connected(async () => new Response('{}'));
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false } });
    expect((await client.listTools()).tools).toHaveLength(7);
    expect(await client.ping()).toEqual({});
    await client.close();
  });

  it('answers tools/call through the dispatch', async () => {
    const { client } = await connected(async (request) => new Response(JSON.stringify({ path: new URL(request.url).pathname })));
    const result = await client.callTool({ name: 'svc_research_status', arguments: {} });
    expect(result.structuredContent).toEqual({ path: '/v1/research/status' });
    await client.close();
  });

  it("records a route's 401 for the endpoint to answer instead", async () => {
    const { client, unauthorized } = await connected(async () => new Response('{"error":{"code":"unauthorized","message":"x"}}', { status: 401 }));
    expect(unauthorized()).toBeUndefined();
    await client.callTool({ name: 'svc_research_status', arguments: {} });
    expect(unauthorized()).toMatchObject({ kind: 'unauthorized', status: 401 });
    await client.close();
  });

  it('an unknown tool is a protocol error', async () => {
    const { client } = await connected(async () => new Response('{}'));
    await expect(client.callTool({ name: 'svc_unknown', arguments: {} })).rejects.toThrow(/Unknown tool/);
    await client.close();
  });
});
