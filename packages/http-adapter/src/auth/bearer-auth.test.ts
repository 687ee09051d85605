import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requirePrincipal } from './bearer-auth.js';
import { createPersonalAccessToken } from '@secgate/store';
import { bearer, principalWithToken, testDeps, uniqueId, useTestStore, type TestDeps } from './test-deps.test-support.js';

const store = useTestStore();

function app(deps: TestDeps) {
  const hono = new Hono();
  hono.get('/protected', requirePrincipal(deps), (c) => c.json({ principal: c.get('principal').id, tokenId: c.get('tokenId') }));
  return hono;
}

async function call(deps: TestDeps, headers: Record<string, string> = {}) {
  const res = await app(deps).request('/protected', { headers });
  return { status: res.status, challenge: res.headers.get('www-authenticate'), body: (await res.json()) as Record<string, any> };
}

describe('requirePrincipal', () => {
  it('lets a live token through and names its principal and token', async () => {
    const deps = testDeps(store());
    const { token, tokenId, principalId } = await principalWithToken(deps);
    const { status, body } = await call(deps, bearer(token));
    expect(status).toBe(200);
    expect(body).toEqual({ principal: principalId, tokenId });
  });

  it('accepts the scheme in any case', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps);
    expect((await call(deps, { authorization: `bEaReR ${token}` })).status).toBe(200);
  });

  it('missing credential: 401 with a challenge that carries no error', async () => {
    const deps = testDeps(store());
    for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }] as Record<string, string>[]) {
      const { status, challenge, body } = await call(deps, headers);
      expect(status).toBe(401);
      expect(challenge).toBe('Bearer realm="secgate"');
      expect(body.error.code).toBe('unauthorized');
      expect(body.error.message).toEqual(expect.any(String));
    }
  });

  it('malformed token: 401 invalid_token without asking the store', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps);
    const typo = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
    for (const value of ['Bearer', 'Bearer nonsense', `Bearer ${typo}`, `Bearer ${token} extra`]) {
      const { status, challenge, body } = await call(deps, { authorization: value });
      expect(status).toBe(401);
      expect(challenge).toBe('Bearer realm="secgate", error="invalid_token"');
      expect(body.error.code).toBe('unauthorized');
    }
    expect(deps.calls.principalByTokenHash).toBeUndefined();
  });

  it('unknown token (well formed, never issued): 401 invalid_token', async () => {
    const deps = testDeps(store());
    const { token } = createPersonalAccessToken(deps.ids);
    const { status, challenge } = await call(deps, bearer(token));
    expect(status).toBe(401);
    expect(challenge).toContain('error="invalid_token"');
    expect(deps.calls.principalByTokenHash).toHaveLength(1);
  });

  it('revoked token: 401 invalid_token', async () => {
    const deps = testDeps(store());
    const { token, tokenId } = await principalWithToken(deps);
    expect(await deps.db.revokeToken(tokenId, Date.now())).toBe(true);
    const { status, body } = await call(deps, bearer(token));
    expect(status).toBe(401);
    expect(body.error.code).toBe('unauthorized');
  });

  it('suspended principal: 403 forbidden', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps, uniqueId('p'), { status: 'suspended' });
    const { status, challenge, body } = await call(deps, bearer(token));
    expect(status).toBe(403);
    expect(challenge).toBeNull();
    expect(body).toEqual({ error: { code: 'forbidden', message: 'This principal is suspended.' } });
  });
});
