import { signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret, randomIds } from '@secgate/store';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app/create-app.js';
import { bearer, principalWithToken, testDeps, useTestStore, type TestDeps } from '../auth/test-deps.test-support.js';
import type { ServiceConfig } from '../config/service-config.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';
import { OFFLINE_BASE_URL } from '../upstream/offline-origin.js';

/*
 * The console's door and the browser session, through the real app on a real store: sign-in with a
 * one-time link, the cookie it sets, the session on the inference routes, its ends, and what it is
 * never taken for.
 */
const store = useTestStore();
const ORIGIN = 'http://127.0.0.1:8080';
const HOUR = 3_600_000;

function setup(console: Partial<ServiceConfig['console']> = {}) {
  const deps: TestDeps = {
    ...testDeps(store(), {
      config: {
        routes: { shared: { baseURL: OFFLINE_BASE_URL }, dedicated: {} },
        console: { publicUrl: ORIGIN, session: { idleMs: 12 * HOUR, absoluteMs: 7 * 24 * HOUR }, oidc: null, ...console },
      },
    }),
    ids: randomIds,
  };
  const upstreams = createOpenAIUpstreams({ config: deps.config, clock: deps.clock, logger: deps.logger, env: {} });
  const app = createApp({ ...deps, upstreams });
  const origin = deps.config.console.publicUrl ?? ORIGIN;
  return { deps, app, origin };
}

type Setup = ReturnType<typeof setup>;

async function signInLink({ deps }: Setup, principalId: string): Promise<string> {
  const secret = newBrowserSecret();
  const now = deps.clock.now();
  await deps.db.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId, now, expiresAt: signInLinkExpiresAt(now) });
  return secret;
}

/** Posts the link's form as the console page does; answers the response and the session cookie it set. */
async function useLink(s: Setup, secret: string, extra: { cookie?: string; origin?: string | null; next?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (extra.origin !== null) headers.origin = extra.origin ?? s.origin;
  if (extra.cookie) headers.cookie = extra.cookie;
  const form = new URLSearchParams({ token: secret, ...(extra.next === undefined ? {} : { next: extra.next }) });
  const response = await s.app.request(`${s.origin}/console/sign-in/link`, { method: 'POST', headers, body: form.toString() });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = /^([^=]+=[^;]*)/.exec(setCookie)?.[1];
  return { response, setCookie, cookie };
}

async function signedIn(s: Setup, patch = {}) {
  const { principalId, token } = await principalWithToken(s.deps, undefined, patch);
  const { cookie } = await useLink(s, await signInLink(s, principalId));
  if (!cookie) throw new Error('no session cookie was set');
  return { principalId, token, cookie };
}

function chat(s: Setup, headers: Record<string, string>, content = `hello ${Math.random()}`) {
  return s.app.request(`${s.origin}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'shared-1', max_tokens: 16, messages: [{ role: 'user', content }] }),
  });
}

const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('sign-in with a one-time link', () => {
  it('shows a page whose button uses the link; opening it signs no one in and leaks nothing', async () => {
    const s = setup();
    const { principalId } = await principalWithToken(s.deps);
    const secret = await signInLink(s, principalId);
    const page = await s.app.request(`${s.origin}/console/sign-in/link?token=${secret}&next=//evil.example`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/console/sign-in/link">');
    expect(html).toContain('name="next" value="/console"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Still usable: the GET spent nothing.
    expect((await useLink(s, secret)).response.status).toBe(303);
  });

  it('sets a fresh HttpOnly, SameSite=Lax session cookie and redirects to a path of the service only', async () => {
    const s = setup();
    const { principalId } = await principalWithToken(s.deps);
    const { response, setCookie } = await useLink(s, await signInLink(s, principalId), { next: '/console?tab=tokens' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/console?tab=tokens');
    expect(setCookie).toMatch(/^secgate_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const other = await useLink(s, await signInLink(s, principalId), { next: 'https://evil.example/console' });
    expect(other.response.headers.get('location')).toBe('/console');
  });

  it('is Secure and __Host- prefixed when the public URL is https', async () => {
    const s = setup({ publicUrl: 'https://secgate.example.org' });
    const { principalId } = await principalWithToken(s.deps);
    const { setCookie } = await useLink(s, await signInLink(s, principalId));
    expect(setCookie).toMatch(/^__Host-secgate_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('works once, and not for a post from another site (login CSRF)', async () => {
    const s = setup();
    const { principalId } = await principalWithToken(s.deps);
    const secret = await signInLink(s, principalId);
    const forged = await useLink(s, secret, { origin: 'https://evil.example' });
    expect(forged.response.status).toBe(403);
    expect(forged.setCookie).toBe('');
    expect((await useLink(s, secret, { origin: null })).response.status).toBe(403);
    expect((await useLink(s, secret)).response.status).toBe(303);
    const again = await useLink(s, secret);
    expect(again.response.status).toBe(401);
    expect(await again.response.text()).toContain('already used or has expired');
  });

  it('gives a new session id at every sign-in and ends the one the browser had (no fixation)', async () => {
    const s = setup();
    const { principalId, cookie: before } = await signedIn(s);
    const { cookie: after } = await useLink(s, await signInLink(s, principalId), { cookie: before });
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await chat(s, { cookie: before, origin: s.origin })).status).toBe(401);
    expect((await chat(s, { cookie: after as string, origin: s.origin })).status).toBe(200);
  });

  it('refuses an expired link and a suspended principal', async () => {
    const s = setup();
    const { principalId } = await principalWithToken(s.deps);
    const secret = await signInLink(s, principalId);
    s.deps.clock.set(s.deps.clock.now() + 15 * 60_000);
    expect((await useLink(s, secret)).response.status).toBe(401);
    const suspended = await principalWithToken(s.deps, undefined, { status: 'suspended' });
    expect((await useLink(s, await signInLink(s, suspended.principalId))).response.status).toBe(403);
  });
});

describe('the browser session on the inference routes', () => {
  it('admits, meters and answers a completion as a bearer token would', async () => {
    const s = setup();
    const { cookie, token } = await signedIn(s);
    const viaSession = await chat(s, { cookie, origin: s.origin }, 'same prompt');
    expect(viaSession.status).toBe(200);
    const answer = (await viaSession.json()) as { billing: string; receiptId: string; jobId: string };
    expect(answer.billing).toBe('free');
    // The same body by token re-attaches to the same job: one principal, one job.
    const viaToken = (await (await chat(s, bearer(token), 'same prompt')).json()) as { jobId: string; receiptId: string };
    expect(viaToken.jobId).toBe(answer.jobId);
    expect(viaToken.receiptId).toBe(answer.receiptId);
  });

  it("takes a state change only from the service's own origin", async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const cross = await chat(s, { cookie, origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(await codeOf(cross)).toBe('cross-origin-refused');
    expect(await codeOf(await chat(s, { cookie }))).toBe('cross-origin-refused');
    expect(await codeOf(await chat(s, { cookie, 'sec-fetch-site': 'cross-site' }))).toBe('cross-origin-refused');
    expect((await chat(s, { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // `Origin: null` hides the origin; the browser's Fetch Metadata still tells.
    expect((await chat(s, { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(await codeOf(await chat(s, { cookie, origin: 'null', 'sec-fetch-site': 'cross-site' }))).toBe('cross-origin-refused');
    const jobs = await s.app.request(`${s.origin}/v1/research/jobs`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: '{}',
    });
    expect(await codeOf(jobs)).toBe('cross-origin-refused');
  });

  it('reads a research job with the session, from any origin (a read changes nothing)', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const jobId = crypto.randomUUID();
    const created = await s.app.request(`${s.origin}/v1/research/jobs`, {
      method: 'POST',
      headers: { cookie, origin: s.origin, 'content-type': 'application/json', 'idempotency-key': jobId },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'job by session' }] }),
    });
    expect(created.status).toBe(202);
    const read = await s.app.request(`${s.origin}/v1/research/job?jobId=${jobId}`, { headers: { cookie } });
    expect([200, 202]).toContain(read.status);
  });

  it('is never a bearer token, and a token is never a session', async () => {
    const s = setup();
    const { cookie, token } = await signedIn(s);
    const sessionId = cookie.split('=')[1] as string;
    expect(await codeOf(await chat(s, bearer(sessionId)))).toBe('unauthorized');
    expect(await codeOf(await chat(s, { cookie: `secgate_session=${token}`, origin: s.origin }))).toBe('unauthorized');
    // With both, the Authorization header decides: a bad token is not rescued by a good session.
    expect(await codeOf(await chat(s, { ...bearer('sgp_not_a_token'), cookie, origin: s.origin }))).toBe('unauthorized');
  });

  it("ends after 12 hours idle and 7 days in all, on the store's clock", async () => {
    const s = setup();
    const start = s.deps.clock.now();
    const { cookie } = await signedIn(s);
    s.deps.clock.set(start + 12 * HOUR - 60_000);
    expect((await chat(s, { cookie, origin: s.origin })).status).toBe(200);
    // Used just now: idle counts from here.
    s.deps.clock.set(start + 24 * HOUR - 120_000);
    expect((await chat(s, { cookie, origin: s.origin })).status).toBe(200);
    s.deps.clock.set(start + 36 * HOUR);
    expect(await codeOf(await chat(s, { cookie, origin: s.origin }))).toBe('unauthorized');

    const busy = await signedIn(s);
    const began = s.deps.clock.now();
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      s.deps.clock.set(began + hours * HOUR);
      expect((await chat(s, { cookie: busy.cookie, origin: s.origin })).status).toBe(200);
    }
    s.deps.clock.set(began + 7 * 24 * HOUR);
    expect(await codeOf(await chat(s, { cookie: busy.cookie, origin: s.origin }))).toBe('unauthorized');
  });

  it('stops at once when the principal is suspended, and when the browser signs out', async () => {
    const s = setup();
    const { principalId, cookie } = await signedIn(s);
    await s.deps.db.updatePrincipal(principalId, { status: 'suspended' });
    const refused = await chat(s, { cookie, origin: s.origin });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('forbidden');
    expect((await s.app.request(`${s.origin}/console`, { headers: { cookie } })).status).toBe(403);
    await s.deps.db.updatePrincipal(principalId, { status: 'active' });

    const forgedSignOut = await s.app.request(`${s.origin}/console/sign-out`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(forgedSignOut.status).toBe(403);
    const signOut = await s.app.request(`${s.origin}/console/sign-out`, { method: 'POST', headers: { cookie, origin: s.origin } });
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get('set-cookie')).toMatch(/^secgate_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await codeOf(await chat(s, { cookie, origin: s.origin }))).toBe('unauthorized');
    const page = await s.app.request(`${s.origin}/console`, { headers: { cookie } });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/console/sign-in');
  });
});

describe('the account page', () => {
  it('shows the principal, its research status with what to do, and the free requests left; without a session it sends the browser to sign in', async () => {
    const s = setup();
    const { principalId, cookie } = await signedIn(s);
    const page = await s.app.request(`${s.origin}/console`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(principalId);
    expect(html).toContain('<main id="main">');
    expect(html).toContain('Research status: pending');
    expect(html).toMatch(/<code>verified-ekyc-card<\/code><\/th><td>no<\/td><td>Verify a payment card/);
    expect(html).toMatch(/<code>authenticated-principal<\/code><\/th><td>yes<\/td>/);
    expect(html).toContain('1000 of 1000');
    // A completion by the session takes one of today's free requests.
    expect((await chat(s, { cookie, origin: s.origin })).status).toBe(200);
    expect(await (await s.app.request(`${s.origin}/console`, { headers: { cookie } })).text()).toContain('999 of 1000');
    const anonymous = await s.app.request(`${s.origin}/console`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/console/sign-in');
  });
});
