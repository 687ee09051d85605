import { randomUUID } from 'node:crypto';
import { signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret } from '@secgate/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../packages/http-adapter/src/agents/api-routes.js';
import { startE2EService, type E2EService } from '../support/e2e-service.js';
import { expectErrorShape, expectNothingLeaked, until } from './reliability-helpers.js';

/*
 * Access control for browser sessions, end to end on the real server process: one principal's
 * session never reaches another's job; every console page and session route refuses a browser
 * without a session; a suspension made while the server was down holds at the next request; and
 * no log line of any process holds a session id or a link's secret.
 */
const ANA = 'p_sess_ana';
const BEN = 'p_sess_ben';
const SUSPENDED = 'p_sess_later_suspended';
let service: E2EService;
const secrets: Record<string, string> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: ANA }, { id: BEN }, { id: SUSPENDED }] });
  // The embedded store belongs to the server: make the links while it is stopped.
  await service.inspect(async (store) => {
    for (const id of [ANA, BEN, SUSPENDED]) {
      secrets[id] = newBrowserSecret();
      const now = Date.now();
      await store.createSignInLink({ tokenHash: hashBrowserSecret(secrets[id] as string), principalId: id, now, expiresAt: signInLinkExpiresAt(now) });
    }
  });
  await service.restart();
  for (const id of [ANA, BEN, SUSPENDED]) cookies[id] = await signIn(secrets[id] as string);
});
afterAll(() => service?.close());

async function signIn(secret: string): Promise<string> {
  const response = await fetch(`${service.url}/console/sign-in/link`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
    body: new URLSearchParams({ token: secret }).toString(),
  });
  expect(response.status).toBe(303);
  return /^(secgate_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

const asBrowser = (cookie: string) => ({ cookie, origin: service.url });

/** Every console route that needs a session, from the documented route table (a new page is covered the day it is listed). */
const CONSOLE_SESSION_ROUTES = API_ROUTES.filter((route) => route.section === 'Console' && route.auth === 'session' && route.path !== '/console/sign-out');

/** One console route as a browser sends it: a GET with the route's example query, or a same-origin form post. */
function consoleRequest(route: (typeof API_ROUTES)[number], cookie?: string) {
  const url = `${service.url}${route.path}${route.exampleQuery ? `?${route.exampleQuery}` : ''}`;
  const headers: Record<string, string> = { origin: service.url, ...(cookie ? { cookie } : {}) };
  if (route.method === 'GET') return fetch(url, { headers, redirect: 'manual' });
  return fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'label=x&tokenId=x&thresholdUSD=5&sku=x',
    redirect: 'manual',
  });
}

describe('browser sessions between principals', () => {
  it("never reach another principal's job, by key or by chat body", async () => {
    const key = randomUUID();
    const body = { model: 'shared-1', messages: [{ role: 'user', content: 'ana-only prompt: audit our ledger' }] };
    service.upstream.enqueue({ content: 'the answer only Ana may read' });
    const created = await service.request('POST', '/v1/research/jobs', { headers: { ...asBrowser(cookies[ANA] as string), 'idempotency-key': key }, body });
    expect(created.status).toBe(202);
    await until(
      async () => (await service.request('GET', `/v1/research/job?jobId=${key}`, { headers: { cookie: cookies[ANA] as string } })).status === 200,
      "Ana's job to end",
    );

    const peek = await service.request('GET', `/v1/research/job?jobId=${key}`, { headers: { cookie: cookies[BEN] as string } });
    expect(peek.status).toBe(404);
    expectErrorShape(peek, "Ben reads Ana's job");
    // The same key from Ben names a job of Ben's own (keys are per principal), never Ana's.
    service.upstream.enqueue({ content: 'the answer for Ben' });
    const bens = await service.request('POST', '/v1/research/jobs', { headers: { ...asBrowser(cookies[BEN] as string), 'idempotency-key': key }, body });
    expect(bens.status).toBe(202);
    expect(JSON.stringify(peek.body) + JSON.stringify(bens.body)).not.toContain('only Ana');
    await until(
      async () => (await service.request('GET', `/v1/research/job?jobId=${key}`, { headers: { cookie: cookies[BEN] as string } })).status === 200,
      "Ben's job under the same key to end",
    );
    const bensJob = await service.request('GET', `/v1/research/job?jobId=${key}`, { headers: { cookie: cookies[BEN] as string } });
    expect(bensJob.body).toMatchObject({ status: 'succeeded', content: 'the answer for Ben' });
  });

  it('refuse a browser without a session on every session route', async () => {
    const page = await fetch(`${service.url}/console`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/console/sign-in');
    expect(CONSOLE_SESSION_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/console/tokens', '/console/billing', '/console/billing/recharge']),
    );
    for (const route of CONSOLE_SESSION_ROUTES) {
      for (const cookie of [undefined, 'secgate_session=not-a-session', `secgate_session=${newBrowserSecret()}`]) {
        const answer = await consoleRequest(route, cookie);
        const where = `${route.method} ${route.path} with ${cookie ?? 'no cookie'}`;
        expect(answer.status, where).toBe(303);
        expect(answer.headers.get('location'), where).toMatch(/^\/console\/sign-in(\?next=%2Fconsole[^&]*)?$/);
      }
    }
    for (const [method, path] of [
      ['POST', '/v1/chat/completions'],
      ['POST', '/v1/research/jobs'],
      ['GET', `/v1/research/job?jobId=${randomUUID()}`],
    ] as const) {
      const answer = await service.request(method, path, {
        headers: { origin: service.url, 'idempotency-key': randomUUID() },
        body: method === 'POST' ? {} : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expectErrorShape(answer, `${method} ${path} without a session`);
    }
  });

  it('hold a suspension made while the server was down, at the next request', async () => {
    const cookie = cookies[SUSPENDED] as string;
    await service.inspect(async (store) => {
      await store.updatePrincipal(SUSPENDED, { status: 'suspended' });
    });
    await service.restart();
    const chat = await service.request('POST', '/v1/chat/completions', {
      headers: asBrowser(cookie),
      body: { model: 'shared-1', messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(chat.status).toBe(403);
    expect(chat.body.error.code).toBe('forbidden');
    expect((await fetch(`${service.url}/console`, { headers: { cookie }, redirect: 'manual' })).status).toBe(403);
    for (const route of CONSOLE_SESSION_ROUTES) expect((await consoleRequest(route, cookie)).status, `${route.method} ${route.path}`).toBe(403);
    // The others' sessions survived the restart.
    expect((await fetch(`${service.url}/console`, { headers: { cookie: cookies[BEN] as string }, redirect: 'manual' })).status).toBe(200);
  });
});

describe('the whole run', () => {
  it('logged no session id and no sign-in secret, in any process', async () => {
    await service.server.stop();
    const sessionIds = Object.values(cookies).map((cookie) => cookie.split('=')[1] as string);
    expectNothingLeaked(service.logs(), { session: sessionIds, secret: Object.values(secrets) });
  });
});
