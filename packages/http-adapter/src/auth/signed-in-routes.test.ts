import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPrincipalCache } from './principal-cache.js';
import { signedIn } from './signed-in-routes.js';
import { bearer, NOW, principalWithToken, testDeps, useTestStore } from './test-deps.test-support.js';

const store = useTestStore();

describe('signedIn', () => {
  it('runs a handler only after its credential check, which it alone may read', async () => {
    const deps = testDeps(store());
    const app = new Hono();
    signedIn(app, deps, 'bearer').get('/mine', (c) => c.json({ principalId: c.get('principal').id }));
    app.get('/anyone', (c) => {
      // @ts-expect-error a route declared without signedIn has no principal to read
      c.get('principal');
      return c.body(null, 204);
    });
    const { token, principalId } = await principalWithToken(deps);
    expect(await (await app.request('/mine', { headers: bearer(token) })).json()).toEqual({ principalId });
    const refused = await app.request('/mine');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it("'completion': an answer no reservation checked is checked against the store first, a success included", async () => {
    const deps = testDeps(store());
    const principals = createPrincipalCache(deps.store, deps.clock);
    const app = new Hono();
    // A route that answers without reserving: it never marks the credential checked.
    signedIn(app, { ...deps, principals }, 'completion').post('/answer', (c) => c.json({ principalId: c.get('principal').id }));
    const { token, tokenId, principalId } = await principalWithToken(deps);
    expect((await app.request('/answer', { method: 'POST', headers: bearer(token) })).status).toBe(200);
    // Cached now; revoked in the store behind the cache's back.
    await deps.db.revokeTokenOf(principalId, tokenId, NOW);
    const answer = await app.request('/answer', { method: 'POST', headers: bearer(token) });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
