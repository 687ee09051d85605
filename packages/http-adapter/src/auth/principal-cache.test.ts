import { describe, expect, it } from 'vitest';
import { createPrincipalCache } from './principal-cache.js';
import { createPersonalAccessToken } from '@secgate/store';
import { bearer, DAY, NOW, principalWithToken, testDeps, useTestStore } from './test-deps.test-support.js';

const store = useTestStore();
const header = (token: string) => bearer(token).authorization;

describe('createPrincipalCache', () => {
  it('reads a token from the store once, then answers it from memory until refreshed', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps);
    const cache = createPrincipalCache(deps.store, deps.clock);
    expect(await cache.resolve(header(token))).toMatchObject({ ok: true, cached: false, principal: { id: principalId } });
    expect(await cache.resolve(header(token))).toMatchObject({ ok: true, cached: true, principal: { id: principalId } });
    expect(deps.calls.principalByTokenHash).toHaveLength(1);
    await deps.db.updatePrincipal(principalId, { label: 'renamed' });
    expect(await cache.refresh(header(token))).toMatchObject({ ok: true, principal: { label: 'renamed' } });
    expect(await cache.resolve(header(token))).toMatchObject({ cached: true, principal: { label: 'renamed' } });
  });

  it('keeps no refusal: unknown, revoked and suspended are asked of the store every time', async () => {
    const deps = testDeps(store());
    const { token, tokenId, principalId } = await principalWithToken(deps);
    const cache = createPrincipalCache(deps.store, deps.clock);
    await deps.db.updatePrincipal(principalId, { status: 'suspended' });
    for (let i = 0; i < 2; i++) expect(await cache.resolve(header(token))).toMatchObject({ ok: false, cached: false });
    await deps.db.updatePrincipal(principalId, { status: 'active' });
    expect(await cache.resolve(header(token))).toMatchObject({ ok: true, cached: false });
    await deps.db.revokeToken(tokenId, 0);
    expect(await cache.refresh(header(token))).toMatchObject({ ok: false });
    expect(await cache.resolve(header(token))).toMatchObject({ ok: false, cached: false });
  });

  it('never answers an expired token from memory: from its expiry on, the store is asked and refuses it', async () => {
    const deps = testDeps(store());
    const { principalId } = await principalWithToken(deps);
    const { token, tokenHash } = createPersonalAccessToken(deps.ids);
    await deps.db.createToken({ id: `tok_exp_${principalId}`, principalId, tokenHash, now: NOW - DAY, expiresAt: NOW + 1_000 });
    const cache = createPrincipalCache(deps.store, deps.clock);
    expect(await cache.resolve(header(token))).toMatchObject({ ok: true, cached: false });
    expect(await cache.resolve(header(token))).toMatchObject({ ok: true, cached: true });
    deps.clock.set(NOW + 1_000);
    for (let i = 0; i < 2; i++) {
      expect(await cache.resolve(header(token))).toMatchObject({ ok: false, cached: false, error: { status: 401 } });
    }
    expect(deps.calls.principalByTokenHash).toHaveLength(3);
  });

  it('holds at most its size, dropping the least recently used', async () => {
    const deps = testDeps(store());
    const cache = createPrincipalCache(deps.store, deps.clock, 2);
    const [a, b, c] = [await principalWithToken(deps), await principalWithToken(deps), await principalWithToken(deps)];
    for (const { token } of [a, b, a, c]) await cache.resolve(header(token));
    expect((await cache.resolve(header(a.token))).cached).toBe(true);
    expect((await cache.resolve(header(c.token))).cached).toBe(true);
    expect((await cache.resolve(header(b.token))).cached).toBe(false);
  });
});
