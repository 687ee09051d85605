import { describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '@secgate/store';
import { CHALLENGE_BAD_TOKEN, CHALLENGE_NO_TOKEN, resolveBearer } from './resolve-bearer.js';
import { DAY, NOW, principalWithToken, testDeps, useTestStore } from './test-deps.test-support.js';

const store = useTestStore();

describe('resolveBearer', () => {
  it('resolves a live token to its active principal and token id', async () => {
    const deps = testDeps(store());
    const { token, tokenId, principalId } = await principalWithToken(deps);
    const resolved = await resolveBearer(deps.store, `Bearer ${token}`, NOW);
    expect(resolved).toMatchObject({ ok: true, tokenId, principal: { id: principalId } });
  });

  it('no credential or another scheme: 401 with a challenge without an error', async () => {
    const deps = testDeps(store());
    for (const header of [undefined, null, '', 'Basic dXNlcjpwYXNz']) {
      expect(await resolveBearer(deps.store, header, NOW)).toMatchObject({
        ok: false,
        error: { status: 401 },
        headers: { 'WWW-Authenticate': CHALLENGE_NO_TOKEN },
      });
    }
  });

  it('malformed (without a store read), unknown or revoked: 401 invalid_token', async () => {
    const deps = testDeps(store());
    for (const header of ['Bearer', 'Bearer sgp_short']) {
      expect(await resolveBearer(deps.store, header, NOW)).toMatchObject({ ok: false, headers: { 'WWW-Authenticate': CHALLENGE_BAD_TOKEN } });
    }
    expect(deps.calls.principalByTokenHash).toBeUndefined();
    const revoked = await principalWithToken(deps);
    await deps.db.revokeToken(revoked.tokenId, Date.now());
    for (const token of [createPersonalAccessToken(deps.ids).token, revoked.token]) {
      expect(await resolveBearer(deps.store, `Bearer ${token}`, NOW)).toMatchObject({ ok: false, error: { status: 401 } });
    }
  });

  it('expired (from its expiry on): the same 401 invalid_token, saying it expired', async () => {
    const deps = testDeps(store());
    const { principalId } = await principalWithToken(deps);
    const { token, tokenHash } = createPersonalAccessToken(deps.ids);
    await deps.db.createToken({ id: `tok_exp_${principalId}`, principalId, tokenHash, now: NOW - DAY, expiresAt: NOW });
    expect(await resolveBearer(deps.store, `Bearer ${token}`, NOW - 1)).toMatchObject({ ok: true });
    expect(await resolveBearer(deps.store, `Bearer ${token}`, NOW)).toMatchObject({
      ok: false,
      error: { status: 401, body: { error: { code: 'unauthorized', message: expect.stringContaining('expired') } } },
      headers: { 'WWW-Authenticate': CHALLENGE_BAD_TOKEN },
    });
  });

  it('a suspended principal: 403 forbidden without a challenge', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps, undefined, { status: 'suspended' });
    const resolved = await resolveBearer(deps.store, `Bearer ${token}`, NOW);
    expect(resolved).toMatchObject({ ok: false, error: { status: 403, body: { error: { code: 'forbidden' } } }, headers: {} });
  });
});
