import { describe, expect, it } from 'vitest';
import { bearer, principalWithToken, testDeps, useTestStore } from '../auth/test-deps.test-support.js';
import { resolveBearer } from '../auth/resolve-bearer.js';
import { bearerToolsCalled, gateBearerTools } from './bearer-tool-gate.js';

const store = useTestStore();
const call = (name: unknown, id = 1) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } });

describe('bearerToolsCalled', () => {
  it('names the bearer tools a body calls, alone or in a batch, and nothing else', () => {
    expect(bearerToolsCalled(call('svc_chat_completion'))).toEqual(['svc_chat_completion']);
    expect(bearerToolsCalled([call('svc_models'), call('svc_research_run', 2), call('svc_research_status', 3)])).toEqual([
      'svc_research_run',
      'svc_research_status',
    ]);
    for (const body of [call('svc_models'), call('svc_knowledge_search'), call('no_such_tool'), call(42), { method: 'tools/list' }, null, 'x', [null]]) {
      expect(bearerToolsCalled(body)).toEqual([]);
    }
  });
});

describe('gateBearerTools', () => {
  it('lets a body through without reading the store when it calls no bearer tool', async () => {
    const deps = testDeps(store());
    expect(await gateBearerTools(call('svc_models'), () => resolveBearer(deps.store, undefined, deps.clock.now()))).toBeNull();
    expect(deps.calls.principalByTokenHash).toBeUndefined();
  });

  it('needs a live token of an active principal for a bearer tool', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps);
    expect(await gateBearerTools(call('svc_research_status'), () => resolveBearer(deps.store, bearer(token).authorization, deps.clock.now()))).toBeNull();
    const missing = await gateBearerTools(call('svc_research_status'), () => resolveBearer(deps.store, undefined, deps.clock.now()));
    expect(missing?.error.status).toBe(401);
    expect(missing?.headers).toEqual({ 'WWW-Authenticate': 'Bearer realm="secgate"' });
    const suspended = await principalWithToken(deps, undefined, { status: 'suspended' });
    const refused = await gateBearerTools([call('svc_models'), call('svc_chat_completion', 2)], () =>
      resolveBearer(deps.store, bearer(suspended.token).authorization, deps.clock.now()),
    );
    expect(refused?.error.status).toBe(403);
    expect(refused?.error.body.error.code).toBe('forbidden');
  });
});
