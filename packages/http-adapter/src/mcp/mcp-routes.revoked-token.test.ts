import { DEFAULT_MODELS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { createPersonalAccessToken, type PrincipalRecord, randomIds } from '@secgate/store';
import { mcpRoutes } from './mcp-routes.js';
import { toolsCall } from './mcp-test-service.test-support.js';

/*
 * A token revoked between the endpoint's gate and the route's own check: the route answers 401,
 * and the endpoint answers that 401 (with its challenge) instead of a tool result.
 */
describe('POST /mcp when the route itself refuses the credential', () => {
  it('answers the route 401 as the HTTP answer', async () => {
    const active = { id: 'p_1', status: 'active' } as PrincipalRecord;
    const app = mcpRoutes({
      store: { principalByTokenHash: async () => ({ tokenId: 'tok_1', expiresAt: null, principal: active }) },
      clock: { now: () => 0 },
      config: { models: [...DEFAULT_MODELS], publicHosts: ['localhost'], bodyLimitBytes: 65_536, publicBodyLimitBytes: 65_536 },
      upstreams: { isServed: () => true },
      ids: randomIds,
      clients: { take: () => undefined },
      dispatch: async () =>
        new Response('{"error":{"code":"unauthorized","message":"revoked"}}', {
          status: 401,
          headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="secgate", error="invalid_token"' },
        }),
    });
    const response = await app.request('http://localhost/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${createPersonalAccessToken(randomIds).token}`,
      },
      body: JSON.stringify(toolsCall('svc_research_status')),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="secgate", error="invalid_token"');
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'revoked' } });
  });
});
