import { describe, expect, it } from 'vitest';
import { bearer, DAY, EKYC_SECRET, NOW, principalWithToken, testDeps, uniqueId, useTestStore, type TestDeps } from '../../auth/test-deps.test-support.js';
import { signWebhook } from '../../billing/webhook-signature.js';
import { CARD_VERIFICATION_VALIDITY_MS } from '@secgate/core';
import { ekycCallbackRoutes } from './ekyc-callback.js';
import { readEkycState, signEkycState } from './ekyc-state.js';
import { ekycStartRoutes } from './ekyc-start.js';

const store = useTestStore();

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, any> });

async function start(deps: TestDeps, token: string) {
  return json(await ekycStartRoutes(deps).request('/v1/research/ekyc/start', { method: 'POST', headers: bearer(token) }));
}

async function callback(deps: TestDeps, event: unknown, secret = EKYC_SECRET) {
  const body = JSON.stringify(event);
  const signature = signWebhook({ rawBody: body, secret, timestampSeconds: Math.floor(deps.clock.now() / 1000) });
  const res = await ekycCallbackRoutes(deps).request('/v1/research/ekyc/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body,
  });
  return json(res);
}

const completed = (state: string, verifiedAt: number, id = 'vr_1') => ({
  id,
  type: 'verification.completed',
  data: { state, verifiedAt: new Date(verifiedAt).toISOString() },
});

describe('POST /v1/research/ekyc/start', () => {
  it('answers a provider URL carrying a signed state for this principal, valid 15 minutes', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps);
    const { status, body } = await start(deps, token);
    expect(status).toBe(200);
    expect(body.expiresAt).toBe(new Date(NOW + 15 * 60_000).toISOString());
    const url = new URL(body.verificationUrl);
    expect(url.origin + url.pathname).toBe('https://verify.example/start');
    const state = readEkycState(url.searchParams.get('state') as string, EKYC_SECRET);
    expect(state).toEqual({ ok: true, state: { principalId, expiresAt: NOW + 15 * 60_000 } });
  });

  it('503 verification-provider-not-configured without a provider', async () => {
    const deps = testDeps(store(), { config: { ekyc: { urlTemplate: null, secret: null } } });
    const { token } = await principalWithToken(deps);
    const { status, body } = await start(deps, token);
    expect(status).toBe(503);
    expect(body.error.code).toBe('verification-provider-not-configured');
  });

  it('needs a bearer token', async () => {
    const deps = testDeps(store());
    expect((await ekycStartRoutes(deps).request('/v1/research/ekyc/start', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /v1/research/ekyc/callback', () => {
  it('records the card verification for 365 days and raises the rung to card; a replay changes nothing', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps);
    const url = new URL((await start(deps, token)).body.verificationUrl);
    const state = url.searchParams.get('state') as string;
    const verifiedAt = NOW + 5 * 60_000;
    deps.clock.set(verifiedAt + 1000);

    expect(await callback(deps, completed(state, verifiedAt))).toEqual({ status: 200, body: { received: true, applied: true } });
    const principal = await deps.db.getPrincipal(principalId);
    expect(principal?.ekyc).toEqual({ verifiedAt, expiresAt: verifiedAt + CARD_VERIFICATION_VALIDITY_MS });
    expect(principal?.rung).toBe('card');

    expect(await callback(deps, completed(state, verifiedAt))).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await callback(deps, completed(state, verifiedAt - 60_000, 'vr_0'))).toEqual({ status: 200, body: { received: true, applied: false } });
    expect((await deps.db.getPrincipal(principalId))?.ekyc?.verifiedAt).toBe(verifiedAt);
  });

  it('keeps a higher rung', async () => {
    const deps = testDeps(store());
    const { principalId } = await principalWithToken(deps, uniqueId('p'), { rung: 'contracted' });
    const state = signEkycState({ principalId, expiresAt: NOW + 60_000 }, EKYC_SECRET);
    expect((await callback(deps, completed(state, NOW))).body.applied).toBe(true);
    expect(await deps.db.getPrincipal(principalId)).toMatchObject({
      ekyc: { verifiedAt: NOW, expiresAt: NOW + CARD_VERIFICATION_VALIDITY_MS },
      rung: 'contracted',
    });
  });

  it('refuses a forged state, a state of another secret, and a verification after the state expired', async () => {
    const deps = testDeps(store());
    const { principalId } = await principalWithToken(deps);
    const forged = signEkycState({ principalId, expiresAt: NOW + 60_000 }, 'other-secret');
    const bad = await callback(deps, completed(forged, NOW));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid-signature', field: 'data.state', reason: 'mismatch' });
    expect((await callback(deps, completed('garbage', NOW))).body.error).toMatchObject({ field: 'data.state', reason: 'malformed' });

    const expired = signEkycState({ principalId, expiresAt: NOW - 1 }, EKYC_SECRET);
    expect((await callback(deps, completed(expired, NOW))).body.error).toMatchObject({ code: 'invalid-signature', reason: 'stale' });
    expect((await deps.db.getPrincipal(principalId))?.ekyc).toBeUndefined();
  });

  it('refuses a bad delivery signature, an unknown principal and a bad event', async () => {
    const deps = testDeps(store());
    const state = signEkycState({ principalId: 'p_gone', expiresAt: NOW + 60_000 }, EKYC_SECRET);
    expect((await callback(deps, completed(state, NOW), 'wrong')).body.error).toMatchObject({ code: 'invalid-signature', reason: 'mismatch' });
    expect((await callback(deps, completed(state, NOW))).body.error).toMatchObject({ code: 'invalid-request', reason: 'unknown-reference' });
    const noTime = { id: 'x', type: 'verification.completed', data: { state, verifiedAt: 'yesterday' } };
    expect((await callback(deps, noTime)).body.error).toMatchObject({ field: 'data.verifiedAt', reason: 'invalid-timestamp' });
    expect((await callback(deps, { id: 'x', type: 'verification.failed', data: {} })).body).toEqual({ received: true, applied: false });
  });

  it('503 without a provider secret', async () => {
    const deps = testDeps(store(), { config: { ekyc: { urlTemplate: null, secret: null } } });
    const { status, body } = await callback(deps, completed('s', NOW - DAY));
    expect(status).toBe(503);
    expect(body.error.code).toBe('verification-provider-not-configured');
  });
});
