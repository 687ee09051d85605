import { describe, expect, it } from 'vitest';
import { EKYC_SECRET, useTestStore } from '../auth/test-deps.test-support.js';
import { signWebhook } from '../billing/webhook-signature.js';
import type { ServiceConfig } from '../config/service-config.js';
import { readEkycState } from '../routes/account/ekyc-state.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/*
 * The console's verification page through the real app: the card verification's state, the way
 * to the provider with a signed state for this principal, and the result once the provider's
 * signed callback arrives.
 */
const store = useTestStore();

const setup = (ekyc?: ServiceConfig['ekyc']) => consoleTestApp(store(), ekyc ? { ekyc } : {});
const signedIn = signedInBrowser;

describe('the verification page', () => {
  it('sends the person to the provider with a signed state, and shows the verification once the provider called back', async () => {
    const s = setup();
    const { principalId, cookie } = await signedIn(s);
    const before = await (await s.app.request(`${ORIGIN}/console/verification`, { headers: { cookie } })).text();
    expect(before).toContain('Your card is not verified yet.');
    expect(before).toContain('href="/console/verification/start"');

    const start = await s.app.request(`${ORIGIN}/console/verification/start`, { headers: { cookie } });
    expect(start.status).toBe(303);
    const url = new URL(start.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://verify.example/start');
    const state = url.searchParams.get('state') ?? '';
    expect(readEkycState(state, EKYC_SECRET)).toMatchObject({ ok: true, state: { principalId } });

    const verifiedAt = s.deps.clock.now();
    const body = JSON.stringify({ id: `vr_${principalId}`, type: 'verification.completed', data: { state, verifiedAt: new Date(verifiedAt).toISOString() } });
    const signature = signWebhook({ rawBody: body, secret: EKYC_SECRET, timestampSeconds: Math.floor(verifiedAt / 1000) });
    const called = await s.app.request(`${ORIGIN}/v1/research/ekyc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      body,
    });
    expect(called.status).toBe(200);
    const after = await (await s.app.request(`${ORIGIN}/console/verification`, { headers: { cookie } })).text();
    // In the reader's terms, with the exact UTC instant in the markup.
    expect(after).toContain(`Card verified <time datetime="${new Date(verifiedAt).toISOString().slice(0, 10)}T`);
    expect(after).toMatch(/Card verified <time [^>]+>just now<\/time>; it expires <time [^>]+>in 1 year<\/time>\./);
    expect(after).toContain('Verify again');
  });

  it('says so when no provider is configured, and a browser without a session signs in first', async () => {
    const s = setup({ urlTemplate: null, secret: null });
    const { cookie } = await signedIn(s);
    expect(await (await s.app.request(`${ORIGIN}/console/verification`, { headers: { cookie } })).text()).toContain(
      'No card verification provider is configured here',
    );
    const start = await s.app.request(`${ORIGIN}/console/verification/start`, { headers: { cookie } });
    expect(start.headers.get('location')).toBe('/console/verification');
    const anonymous = await s.app.request(`${ORIGIN}/console/verification/start`);
    expect(anonymous.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fverification%2Fstart');
  });
});
