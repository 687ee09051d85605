import { signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret } from '@secgate/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../packages/http-adapter/src/agents/api-routes.js';
import { startE2EService, type E2EService } from '../support/e2e-service.js';
import { expectErrorShape, expectNothingLeaked, STACK_TRACE } from './reliability-helpers.js';

/*
 * The console's routes and the browser session under hostile input, against the real server
 * process: generated query strings, form bodies, content types and cookies. The console answers
 * HTML pages for people, so a refusal here is a 4xx page (or, from the shared handlers, a 4xx in
 * the JSON error shape), a success a page or a 303 to a path of the service; never a 5xx, never a
 * stack trace, and the server keeps serving. A garbage or forged session cookie on the inference
 * routes is 401 or 403 in the error shape, never a session.
 */
const SEED = Number(process.env.SECGATE_FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.SECGATE_FUZZ_RUNS ?? 60);
const PRINCIPAL = 'p_console_hostile';
let service: E2EService;
/** The signed-in browser's session cookie (`secgate_session=...`). */
let session = '';

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: PRINCIPAL }], config: { rateLimitPerMinute: 0 } });
  // The embedded store belongs to the server: make the sign-in link while it is stopped.
  const secret = newBrowserSecret();
  await service.inspect((store) =>
    store.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId: PRINCIPAL, now: Date.now(), expiresAt: signInLinkExpiresAt(Date.now()) }),
  );
  await service.restart();
  const signedIn = await fetch(`${service.url}/console/sign-in/link`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
    body: `token=${secret}`,
  });
  session = /^(secgate_session=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
}, 60_000);
afterAll(() => service?.close());

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '%00',
    '%ED%A0%80',
    '\u0000',
    '../../etc/passwd',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'A'.repeat(43),
    '"><img src=x>',
  ),
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.nat({ max: 20_000 }).map((n) => 'B'.repeat(n)),
);

const percent = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${service.url}${path}`, { method, headers, redirect: 'manual', ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

/** A console answer: a page or a redirect to a path of the service, or a 4xx; never a 5xx or a stack. */
function judgeConsole(answer: Awaited<ReturnType<typeof send>>, context: string): void {
  const where = `${context} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.text, where).not.toMatch(STACK_TRACE);
  if (isHeaderTooLarge(answer)) return;
  if (answer.status === 303) {
    expect(answer.headers.get('location'), where).toMatch(/^\/(?![/\\])/);
    return;
  }
  const type = answer.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    expectErrorShape({ status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) }, context);
    return;
  }
  // The console's one script and one stylesheet answer as themselves whatever is sent with the request.
  if (type.startsWith('text/javascript') || type.startsWith('text/css')) return;
  expect(type, where).toMatch(/^text\/html/);
  // Whatever was sent, no markup of the sender's comes back unescaped.
  expect(answer.text, where).not.toContain('<script>alert(1)</script>');
  expect(answer.text, where).not.toContain('"><img src=x>');
}

/** Node's HTTP parser refuses headers over 16 KiB (a huge cookie) before any route runs: 431 `headers-too-large` in the error shape. */
function isHeaderTooLarge(answer: { status: number; text: string }): boolean {
  if (answer.status !== 431) return false;
  expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'headers-too-large' } });
  return true;
}

async function expectHealthy(after: string) {
  const page = await send('GET', '/console/sign-in');
  expect(page.status, `the console stopped serving after ${after}`).toBe(200);
  const status = await send('GET', '/v1/research/status', { authorization: `Bearer ${service.tokens[PRINCIPAL]}` });
  expect(status.status, `the API stopped serving after ${after}`).toBe(200);
}

describe('hostile input on the console routes', () => {
  it('GET /console, /console/sign-in and /console/sign-in/link: any query, any cookie', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/console', '/console/sign-in', '/console/sign-in/link'),
        fc.array(fc.tuple(fc.constantFrom('token', 'next', 'x'), hostileText), { maxLength: 4 }),
        fc.option(hostileText, { nil: undefined }),
        async (path, pairs, cookie) => {
          const query = pairs.map(([k, v]) => `${k}=${percent(v)}`).join('&');
          const headers: Record<string, string> = cookie === undefined ? {} : { cookie: `secgate_session=${percent(cookie)}` };
          judgeConsole(await send('GET', `${path}?${query}`, headers), `GET ${path}?${query.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    await expectHealthy('the GET console routes');
  }, 60_000);

  it('POST /console/sign-in/link and /console/sign-out: any form, content type, origin and size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/console/sign-in/link', '/console/sign-out'),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data; boundary=x', 'text/plain', ''),
        fc.array(fc.tuple(fc.constantFrom('token', 'next', 'token'), hostileText), { maxLength: 4 }),
        fc.constantFrom(service?.url ?? '', 'https://evil.example', 'null', ''),
        async (path, contentType, pairs, origin) => {
          const body = pairs.map(([k, v]) => `${k}=${percent(v)}`).join('&');
          const headers: Record<string, string> = {
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(origin ? { origin: origin || service.url } : {}),
          };
          judgeConsole(await send('POST', path, headers, body), `POST ${path} (${contentType}, origin ${origin}) ${body.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Over the form limit: refused before it is read.
    judgeConsole(
      await send('POST', '/console/sign-in/link', { 'content-type': 'application/x-www-form-urlencoded', origin: service.url }, `token=${'C'.repeat(100_000)}`),
      'an oversized form',
    );
    await expectHealthy('the POST console routes');
  }, 60_000);

  it('every console route of the route table, signed in: any query, any form, any content type and origin', async () => {
    // Sign-out would end the session the run depends on; it is fuzzed above without one.
    const routes = API_ROUTES.filter((route) => route.path.startsWith('/console') && route.path !== '/console/sign-out');
    expect(routes.length).toBeGreaterThan(12);
    const fields = fc.constantFrom('token', 'next', 'label', 'tokenId', 'enabled', 'thresholdUSD', 'sku', 'amountUSD', 'checkout', 'state', 'code', 'model');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.tuple(fields, hostileText), { maxLength: 4 }),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', ''),
        fc.constantFrom(service?.url ?? '', 'https://evil.example', 'null'),
        async (route, pairs, contentType, origin) => {
          const encoded = pairs.map(([k, v]) => `${k}=${percent(v)}`).join('&');
          const headers: Record<string, string> = { cookie: session, origin, ...(contentType ? { 'content-type': contentType } : {}) };
          const answer = route.method === 'GET' ? await send('GET', `${route.path}?${encoded}`, headers) : await send('POST', route.path, headers, encoded);
          judgeConsole(answer, `${route.method} ${route.path} (${contentType}, origin ${origin}) ${encoded.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS * 3, seed: SEED },
    );
    // The session lived through all of it.
    expect((await send('GET', '/console/billing', { cookie: session })).status).toBe(200);
    await expectHealthy('the signed-in console routes');
  }, 120_000);

  it('a garbage or forged session cookie on the inference routes is 401 or 403 in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom('secgate_session', '__Host-secgate_session', 'other'), fc.boolean(), async (value, name, sameOrigin) => {
        const response = await fetch(`${service.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `${name}=${percent(value)}`, ...(sameOrigin ? { origin: service.url } : {}) },
          body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'hi' }] }),
        });
        const text = await response.text();
        if (isHeaderTooLarge({ status: response.status, text })) return;
        const answer = { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
        expect([401, 403], text).toContain(answer.status);
        expectErrorShape(answer, `cookie ${name}=${value.slice(0, 50)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // A personal access token is not a session, even from the right origin.
    const token = service.tokens[PRINCIPAL] as string;
    const asCookie = await fetch(`${service.url}/v1/research/job?jobId=${crypto.randomUUID()}`, { headers: { cookie: `secgate_session=${token}` } });
    expect(asCookie.status).toBe(401);
    await expectHealthy('the forged sessions');
  }, 60_000);
});

describe('after all of it', () => {
  it('logged no internal error and no token', async () => {
    await service.server.stop();
    const logs = service.logs();
    const internal = logs.split('\n').filter((line) => /"level":(50|60)/.test(line) || line.includes('unhandled error'));
    expect(internal, `internal errors were logged:\n${internal.slice(0, 5).join('\n')}`).toEqual([]);
    expectNothingLeaked(logs, { token: [service.tokens[PRINCIPAL] as string] });
  });
});
