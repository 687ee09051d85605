import { randomIds } from '@secgate/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app/create-app.js';
import { testDeps, useTestStore, type TestDeps } from '../auth/test-deps.test-support.js';
import type { OidcConfig } from '../config/service-config.js';
import { OFFLINE_BASE_URL } from '../upstream/offline-origin.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-provider.test-support.js';

/*
 * Sign-in with a real OpenID provider (oidc-provider on loopback) through the real app: the
 * authorization code flow with PKCE, state and nonce, the first sign-in creating a principal,
 * the operator's restrictions, and every tampering with the flow refused.
 */
const store = useTestStore();
const ORIGIN = 'http://127.0.0.1:8080';
const CALLBACK = `${ORIGIN}/console/sign-in/oidc/callback`;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startTestOidcProvider([CALLBACK]);
});
afterAll(() => provider?.close());

function setup(policy: Partial<Pick<OidcConfig, 'allowedEmailDomains' | 'linkedOnly'>> = {}) {
  const oidc: OidcConfig = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    name: 'ACME SSO',
    scopes: ['openid', 'email'],
    allowedEmailDomains: null,
    linkedOnly: false,
    ...policy,
  };
  const deps: TestDeps = {
    ...testDeps(store(), {
      config: {
        routes: { shared: { baseURL: OFFLINE_BASE_URL }, dedicated: {} },
        console: { publicUrl: ORIGIN, session: { idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 }, oidc },
      },
    }),
    ids: randomIds,
  };
  const upstreams = createOpenAIUpstreams({ config: deps.config, clock: deps.clock, logger: deps.logger, env: {} });
  return { deps, app: createApp({ ...deps, upstreams }) };
}

type Setup = ReturnType<typeof setup>;

/** Starts a flow as the browser does: the authorization URL and the flow cookie. */
async function start(s: Setup, next = '/console') {
  const response = await s.app.request(`${ORIGIN}/console/sign-in/oidc?next=${encodeURIComponent(next)}`);
  expect(response.status).toBe(303);
  const flowCookie = /^(secgate_oidc=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { authorizationUrl: response.headers.get('location') ?? '', flowCookie };
}

async function callback(s: Setup, url: URL, flowCookie: string) {
  const response = await s.app.request(url.href, { headers: { cookie: flowCookie } });
  const session = /(secgate_session=[A-Za-z0-9_-]{43})/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  return { response, session, text: await response.text() };
}

const login = () => `ana${Math.random().toString(36).slice(2, 10)}`;

describe('sign-in with an OpenID provider', () => {
  it('asks for a code with PKCE (S256), state and nonce, and creates the principal at the first sign-in', async () => {
    const s = setup();
    const { authorizationUrl, flowCookie } = await start(s, '/console?tab=tokens');
    const params = new URL(authorizationUrl).searchParams;
    expect(authorizationUrl.startsWith(provider.issuer)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      code_challenge_method: 'S256',
      redirect_uri: CALLBACK,
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(flowCookie).toBe(`secgate_oidc=${params.get('state')}`);

    const who = login();
    const back = await callback(s, await provider.signIn(authorizationUrl, who), flowCookie);
    expect(back.response.status).toBe(303);
    expect(back.response.headers.get('location')).toBe('/console?tab=tokens');
    expect(back.session).toBeDefined();
    const page = await s.app.request(`${ORIGIN}/console`, { headers: { cookie: back.session as string } });
    const principalId = /<code>(p_[0-9A-Za-z]+)<\/code>/.exec(await page.text())?.[1] ?? '';
    expect(await s.deps.db.principalIdByIdentity(provider.issuer, who)).toBe(principalId);
    // Blue team, free tier: no rung, no Red requirement.
    expect(await s.deps.db.getPrincipal(principalId)).toMatchObject({ status: 'active', rung: 'none', label: `${who}@acme.example` });

    // The next sign-in of the same person is the same principal, with a new session id.
    const again = await start(s);
    const second = await callback(s, await provider.signIn(again.authorizationUrl, who), again.flowCookie);
    expect(second.session).toBeDefined();
    expect(second.session).not.toBe(back.session);
    const secondPage = await s.app.request(`${ORIGIN}/console`, { headers: { cookie: second.session as string } });
    expect(await secondPage.text()).toContain(principalId);
  });

  it('refuses a callback whose state was changed, or that did not start in this browser', async () => {
    const s = setup();
    const { authorizationUrl, flowCookie } = await start(s);
    const returned = await provider.signIn(authorizationUrl, login());
    const forged = new URL(returned);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(s, forged, flowCookie)).response.status).toBe(400);
    // The genuine callback without the browser's flow cookie (sent to a victim): refused.
    const elsewhere = await callback(s, returned, '');
    expect(elsewhere.response.status).toBe(400);
    expect(elsewhere.session).toBeUndefined();
  });

  it('refuses an ID token with another nonce, and a code bound to another PKCE challenge', async () => {
    const s = setup();
    for (const tamper of ['nonce', 'code_challenge'] as const) {
      const { authorizationUrl, flowCookie } = await start(s);
      const changed = new URL(authorizationUrl);
      changed.searchParams.set(tamper, 'y'.repeat(43));
      const back = await callback(s, await provider.signIn(changed.href, login()), flowCookie);
      expect(back.response.status, tamper).toBe(400);
      expect(back.text).toContain('could not be verified');
      expect(back.session, tamper).toBeUndefined();
    }
  });

  it('finishes a flow once: a replayed callback is refused', async () => {
    const s = setup();
    const { authorizationUrl, flowCookie } = await start(s);
    const returned = await provider.signIn(authorizationUrl, login());
    expect((await callback(s, returned, flowCookie)).response.status).toBe(303);
    expect((await callback(s, returned, flowCookie)).response.status).toBe(400);
  });

  it("keeps the operator's restrictions: linked identities only, or verified emails of allowed domains", async () => {
    const linkedOnly = setup({ linkedOnly: true });
    let flow = await start(linkedOnly);
    const stranger = await callback(linkedOnly, await provider.signIn(flow.authorizationUrl, login()), flow.flowCookie);
    expect(stranger.response.status).toBe(403);
    expect(stranger.text).toContain('not linked');

    const who = login();
    await linkedOnly.deps.db.createPrincipal({ id: `p_linked_${who}`, now: Date.now() });
    await linkedOnly.deps.db.linkIdentity({ issuer: provider.issuer, subject: who, principalId: `p_linked_${who}`, email: null, now: Date.now() });
    flow = await start(linkedOnly);
    expect((await callback(linkedOnly, await provider.signIn(flow.authorizationUrl, who), flow.flowCookie)).response.status).toBe(303);

    const domains = setup({ allowedEmailDomains: ['acme.example'] });
    flow = await start(domains);
    expect((await callback(domains, await provider.signIn(flow.authorizationUrl, login()), flow.flowCookie)).response.status).toBe(303);
    flow = await start(domains);
    expect((await callback(domains, await provider.signIn(flow.authorizationUrl, `unverified${login()}`), flow.flowCookie)).response.status).toBe(403);
    const elsewhere = setup({ allowedEmailDomains: ['other.example'] });
    flow = await start(elsewhere);
    expect((await callback(elsewhere, await provider.signIn(flow.authorizationUrl, login()), flow.flowCookie)).response.status).toBe(403);
  });

  it('offers the provider on the sign-in page, and sends every other next to the console', async () => {
    const s = setup();
    const page = await (await s.app.request(`${ORIGIN}/console/sign-in?next=//evil.example`)).text();
    expect(page).toContain('Sign in with ACME SSO');
    expect(page).toContain('href="/console/sign-in/oidc?next=%2Fconsole"');
    const { authorizationUrl, flowCookie } = await start(s, 'https://evil.example/');
    const back = await callback(s, await provider.signIn(authorizationUrl, login()), flowCookie);
    expect(back.response.headers.get('location')).toBe('/console');
  });
});
