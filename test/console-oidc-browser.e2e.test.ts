import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../packages/http-adapter/src/console/oidc-provider.test-support.js';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * Sign-in with an identity provider, in a real browser, with real processes: Chromium (driven by
 * playwright-core) against `secgate serve` configured with a real OpenID provider the test starts
 * (oidc-provider). The person presses "Sign in with ACME SSO", logs in and consents at the
 * provider, lands on the account page as a new principal, and signs out. Every secret of the flow
 * (the client secret, the cookies, the code, the provider's tokens) stays out of the service's log.
 * Screenshots go to test-artifacts/console-oidc/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-oidc');
const SECRET_VARIABLE = 'SECGATE_TEST_OIDC_SECRET';
let dir: string;
let provider: TestOidcProvider;
let server: SecgateProcess;
let browser: Browser;
let page: Page;
/** What the flow carried that must never reach a log line, gathered as it passes. */
const seen = { codes: [] as string[], cookies: [] as string[], tokens: [] as string[], session: '' };
const originalEnd = ServerResponse.prototype.end;

/** A port nothing listens on now: the provider must know the redirect URI before secgate starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  if (!ready) return;
  dir = mkdtempSync(join(tmpdir(), 'secgate-oidc-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider([`${origin}/console/sign-in/oidc/callback`]);
  // The token endpoint answers secgate, not the browser: the provider runs in this process, so its
  // answer is read where it leaves (koa ends the response with the JSON body). Cheaper than a proxy.
  const tokenEndpoint = `${new URL(provider.issuer).host}/token`;
  ServerResponse.prototype.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    if (`${this.req.headers.host}${this.req.url}` === tokenEndpoint && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const answer = JSON.parse(chunk.toString()) as Record<string, unknown>;
      for (const key of ['id_token', 'access_token', 'refresh_token']) if (typeof answer[key] === 'string') seen.tokens.push(answer[key]);
    }
    return (originalEnd as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof originalEnd;
  const configFile = join(dir, 'secgate.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      routes: { shared: { baseURL: 'offline:' } },
      console: { publicUrl: origin, oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecretEnv: SECRET_VARIABLE, name: 'ACME SSO' } },
    }),
  );
  server = await startSecgate({ db: `file:${join(dir, 'db')}`, configFile, port, env: { [SECRET_VARIABLE]: provider.clientSecret } });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1024, height: 700 } })).newPage();
  // The authorization code reaches secgate through the browser, in the callback's query.
  page.on('request', (request) => {
    const url = new URL(request.url());
    const code = url.searchParams.get('code');
    if (url.origin === server.url && url.pathname === '/console/sign-in/oidc/callback' && code) seen.codes.push(code);
  });
  // Every cookie secgate sets, the short-lived flow cookie included (it is gone by the account page).
  page.on('response', async (response) => {
    if (!response.url().startsWith(server.url)) return;
    for (const header of await response.headersArray()) {
      const value = /^secgate_\w+=([^;]+)/.exec(header.name.toLowerCase() === 'set-cookie' ? header.value : '')?.[1];
      if (value) seen.cookies.push(value);
    }
  });
}, 60_000);
afterAll(async () => {
  ServerResponse.prototype.end = originalEnd;
  await browser?.close();
  await server?.stop();
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!ready && !process.env.CI)('sign-in with an identity provider, in Chromium', () => {
  it('signs a new person in through the provider and creates their principal', async () => {
    await page.goto(`${server.url}/console`);
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    await page.screenshot({ path: join(shots, '01-sign-in.png'), fullPage: true });
    await Promise.all([page.waitForURL(`${provider.issuer}/**`), page.getByRole('link', { name: 'Sign in with ACME SSO' }).click()]);

    // The provider's own pages: log in, then consent.
    await page.fill('input[name=login]', 'grace');
    await page.fill('input[name=password]', 'any');
    await page.screenshot({ path: join(shots, '02-provider-login.png'), fullPage: true });
    await Promise.all([page.waitForLoadState('load'), page.press('input[name=password]', 'Enter')]);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${server.url}/console`);
    expect(await page.textContent('h1')).toBe('Account');
    expect(await page.textContent('main')).toContain('grace@acme.example');
    await page.screenshot({ path: join(shots, '03-account.png'), fullPage: true });
    // Cookies are per host, not per port: the provider's own (on 127.0.0.1 too) are beside ours.
    const ours = (await page.context().cookies(server.url)).filter((cookie) => cookie.name.startsWith('secgate_'));
    expect(ours.map((cookie) => cookie.name)).toEqual(['secgate_session']); // the flow's cookie is gone
    expect(ours[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    seen.session = ours[0]?.value ?? '';
  });

  it('signs out, and the provider sign-in starts over', async () => {
    await Promise.all([page.waitForURL('**/console/sign-in'), page.getByRole('button', { name: 'Sign out' }).click()]);
    const answer = await page.evaluate(async () => (await fetch('/v1/research/job?jobId=00000000-0000-4000-8000-000000000000')).status);
    expect(answer).toBe(401);
  });

  it("keeps the client secret, the cookies, the code and the provider's tokens out of the log", () => {
    const logs = `${server.stdout()}\n${server.stderr()}`;
    // The log is not empty by accident: the sign-in it should describe is there.
    expect(logs).toMatch(/"msg":"signed in"/);
    expect(logs).toContain('"via":"oidc"');
    // Each secret was really seen, so the checks below are not vacuous.
    expect(provider.clientSecret.length).toBeGreaterThan(16);
    expect(seen.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(seen.cookies).toContain(seen.session);
    expect(seen.cookies.length).toBeGreaterThan(1); // the flow cookie too
    expect(seen.codes).toHaveLength(1);
    expect(seen.tokens.length).toBeGreaterThanOrEqual(2); // an id token and an access token
    expect(seen.tokens.some((token) => token.startsWith('eyJ'))).toBe(true);
    for (const secret of [provider.clientSecret, ...seen.cookies, ...seen.codes, ...seen.tokens]) expect(logs).not.toContain(secret);
    // Nor anything shaped like a JWT (a header and claims), whoever issued it.
    expect(logs).not.toMatch(/eyJ[\w-]{10,}\.eyJ/);
  });
});

describe.runIf(!ready && process.env.CI)('sign-in with an identity provider under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
