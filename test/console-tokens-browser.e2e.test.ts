import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { freshDatabase, postgresAvailable } from './support/e2e-service.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * Keys without surprises, in Debian's Chromium against two real `secgate serve --demo` processes
 * sharing one PostgreSQL database, behind the test's own load balancer, which sends every GET to
 * the second process and everything else to the first. Issuing a token is POST, 303, GET, so the
 * GET that shows it is served by the other process: the token is shown there once, and a reload
 * shows nothing and issues nothing. Revoking goes through a confirmation page, and the API refuses the
 * token afterwards, on both processes. A token whose expiry passes (its `expires_at` moved into the
 * past by SQL: time passing, without a test clock) shows as expired and is refused by both,
 * including by the completion route whose principal cache had it. Screenshots go to
 * test-artifacts/console-tokens/.
 */
const ready = chromiumAvailable();
const withPostgres = ready && (await postgresAvailable());
const shots = artifactDir('console-tokens');
const TOKEN = /sgp_[0-9A-Za-z]{38}/g;
let database: { url: string; drop(): Promise<void> } | undefined;
let one: SecgateProcess;
let two: SecgateProcess;
/** The load balancer's origin: what the browser talks to. */
let origin = '';
let balancer: Server;
/** Requests the balancer sent to each process, as `METHOD path`. */
const served = { one: [] as string[], two: [] as string[] };
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function started(server: SecgateProcess): Promise<SecgateProcess> {
  while (!server.stdout().includes('/v1/models -H')) {
    if (server.exited()) throw new Error(`secgate ended (${server.exited()}):\n${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return server;
}

beforeAll(async () => {
  if (!withPostgres) return;
  database = await freshDatabase();
  one = await started(await startSecgate({ db: database.url, demo: true }));
  two = await started(await startSecgate({ db: database.url, demo: true }));
  balancer = createServer((incoming, outgoing) => {
    const [name, target] = incoming.method === 'GET' ? (['two', two] as const) : (['one', one] as const);
    served[name].push(`${incoming.method} ${incoming.url}`);
    // Host and Origin pass unchanged, so each process sees the balancer's origin as its own.
    const forwarded = request(new URL(incoming.url ?? '/', target.url), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
  const link = (/Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(one.stdout())?.[1] ?? '').replace(one.url, origin);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(link);
  await Promise.all([page.waitForURL('**/console'), page.getByRole('button', { name: 'Sign in' }).click()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (balancer ? balancer.close(resolve) : resolve(undefined)));
  await one?.stop();
  await two?.stop();
  await database?.drop();
});

/** What the API answers the token on a process: `GET /v1/models`, or a completion (the cached-principal path). */
async function api(server: SecgateProcess, token: string, route: 'models' | 'completion'): Promise<{ status: number; code?: string }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response =
    route === 'models'
      ? await fetch(`${server.url}/v1/models`, { headers })
      : await fetch(`${server.url}/v1/chat/completions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'Review: strcpy(buf, argv[1]);' }] }),
        });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, ...(body.error ? { code: body.error.code } : {}) };
}

/** The tokens listed on the page, by their row heading. */
const rows = () => page.locator('tbody tr').count();

async function sql(text: string, params: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Issues a token from the form: the POST goes to the first process, the GET its 303 leads to, to the second. */
async function issue(label: string, expiresOn?: string): Promise<{ token: string; tokenId: string }> {
  await page.goto(`${origin}/console/tokens`);
  await page.getByLabel('Label (optional, up to 64 characters)').fill(label);
  if (expiresOn) await page.fill('#expires-on', expiresOn);
  const getsBefore = served.two.length;
  const [posted] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/console/tokens')),
    page.getByRole('button', { name: 'Issue a token' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  expect(served.one.at(-1)).toBe('POST /console/tokens');
  await page.locator('#new-token').waitFor();
  // The page that shows it (then its script) came from the second process.
  expect(served.two.slice(getsBefore)).toContain('GET /console/tokens');
  expect(page.url()).toBe(`${origin}/console/tokens`);
  const token = await page.inputValue('#new-token');
  const tokenId = ((await page.textContent('label[for=new-token]')) ?? '').replace('Token ', '');
  return { token, tokenId };
}

describe.skipIf(!withPostgres && !process.env.CI)('tokens in Chromium, on two processes sharing PostgreSQL', () => {
  it('shows a new token once, on the GET after the redirect, from the other process; a reload shows and issues nothing', async () => {
    const { token } = await issue('notebook');
    expect(token).toMatch(/^sgp_[0-9A-Za-z]{38}$/);
    expect((await page.content()).match(TOKEN)).toEqual([token]);
    await page.screenshot({ path: join(shots, '01-issued.png'), fullPage: true });
    const listed = await rows();
    // The sealed cookie is gone: the browser was told to drop it by the page that showed the token.
    expect((await context.cookies(`${origin}/console/tokens`)).map((cookie) => cookie.name)).toEqual(['secgate_session']);

    await page.reload();
    expect(await page.locator('#new-token').count()).toBe(0);
    expect(await page.content()).not.toMatch(TOKEN);
    expect(await rows()).toBe(listed);
    await page.screenshot({ path: join(shots, '02-reloaded.png'), fullPage: true });
    expect(await api(one, token, 'models')).toEqual({ status: 200 });
    expect((await api(two, token, 'completion')).status).toBe(200);
  });

  it('revokes through the confirmation page: the page says revoked, and both processes refuse the token', async () => {
    const { token } = await issue('laptop');
    // Cached by the first process's completion route before the revocation.
    expect((await api(one, token, 'completion')).status).toBe(200);
    await page.goto(`${origin}/console/tokens`);
    await Promise.all([page.waitForURL('**/console/tokens/*/revoke'), page.getByRole('link', { name: 'Revoke laptop' }).click()]);
    expect(await page.textContent('main')).toContain('Revoke token laptop? Agents using it stop working at their next request.');
    await page.screenshot({ path: join(shots, '03-confirm.png'), fullPage: true });
    // Cancel changes nothing.
    await Promise.all([page.waitForURL('**/console/tokens'), page.getByRole('link', { name: 'Cancel' }).click()]);
    expect(await api(one, token, 'models')).toEqual({ status: 200 });

    await page.getByRole('link', { name: 'Revoke laptop' }).click();
    await Promise.all([page.waitForURL('**/console/tokens'), page.getByRole('button', { name: 'Revoke' }).click()]);
    expect(await page.getByRole('row', { name: /laptop/ }).textContent()).toMatch(/revoked/);
    expect(await page.getByRole('link', { name: 'Revoke laptop' }).count()).toBe(0);
    await page.screenshot({ path: join(shots, '04-revoked.png'), fullPage: true });
    for (const server of [one, two]) {
      expect(await api(server, token, 'models')).toEqual({ status: 401, code: 'unauthorized' });
      expect(await api(server, token, 'completion')).toEqual({ status: 401, code: 'unauthorized' });
    }
  });

  it('shows a token whose expiry has passed as expired, and both processes refuse it, cached or not', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { token, tokenId } = await issue('ci runner', tomorrow);
    await page.goto(`${origin}/console/tokens`);
    expect(await page.getByRole('row', { name: /ci runner/ }).textContent()).toMatch(/active/);
    // Cached by both processes' completion routes while it was live.
    for (const server of [one, two]) expect((await api(server, token, 'completion')).status).toBe(200);

    // Time passes: the expiry is now a minute ago.
    await sql('UPDATE tokens SET expires_at = $2 WHERE id = $1', [tokenId, Date.now() - 60_000]);
    await page.reload();
    expect(await page.getByRole('row', { name: /ci runner/ }).textContent()).toMatch(/expired/);
    expect(await page.getByRole('link', { name: 'Revoke ci runner' }).count()).toBe(0);
    await page.screenshot({ path: join(shots, '05-expired.png'), fullPage: true });
    for (const server of [one, two]) {
      expect(await api(server, token, 'models')).toEqual({ status: 401, code: 'unauthorized' });
      expect(await api(server, token, 'completion')).toEqual({ status: 401, code: 'unauthorized' });
    }
  });

  it('refuses an expiry already over with a 400 page that keeps the form', async () => {
    await page.goto(`${origin}/console/tokens`);
    const before = await rows();
    await page.getByLabel('Label (optional, up to 64 characters)').fill('too late');
    // The date field's own minimum is today: a browser that ignores it (or a hand-made form) meets the server's check.
    await page.evaluate(`document.getElementById('expires-on').removeAttribute('min')`);
    await page.fill('#expires-on', '2020-01-01');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Issue a token' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await page.textContent('[role=alert]')).toContain('The expiry must be a date');
    expect(await page.inputValue('#label')).toBe('too late');
    expect(await rows()).toBe(before);
  });
});

describe.runIf(!withPostgres && process.env.CI)('tokens in Chromium under CI', () => {
  it('needs Debian Chromium and the PostgreSQL server', () => {
    throw new Error('No Chromium or PostgreSQL found: the browser tests must run under CI');
  });
});
