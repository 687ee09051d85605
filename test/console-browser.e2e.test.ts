import { join } from 'node:path';
import OpenAI from 'openai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The console in a real browser: Debian's Chromium driven by playwright-core against the real
 * `secgate serve --demo`. A person opens the one-time link the server printed, signs in with the
 * keyboard alone, sees the account page, runs a completion from the page with the session, signs
 * out, and finds the session dead. Screenshots go to test-artifacts/console/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console');
let server: SecgateProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let link: string;

beforeAll(async () => {
  if (!ready) return;
  server = await startSecgate({ db: 'memory:', demo: true });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  // A step that cannot happen fails with what it waited for, before the test's own timeout.
  page.setDefaultTimeout(10_000);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's document, typed just enough here (the tests are compiled without the DOM library). */
type PageDocument = { activeElement: { textContent: string | null } | null; cookie: string };
const pageDocument = () => (globalThis as unknown as { document: PageDocument }).document;

/** The visible text of the element that has the keyboard focus. */
function focusedText(p: Page): Promise<string | undefined> {
  return p.evaluate(`(${pageDocument.toString()})().activeElement?.textContent?.trim()`) as Promise<string | undefined>;
}

/** A completion sent by the page itself: same origin, the session cookie attached by the browser. */
function completeFromPage(p: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  return p.evaluate(async () => {
    const response = await fetch('/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'Review this: eval(input())' }] }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  });
}

describe.skipIf(!ready && !process.env.CI)('the console in Chromium', () => {
  it('signs in with the keyboard alone from the one-time link, on a phone-sized screen', async () => {
    await page.goto(link);
    await page.screenshot({ path: join(shots, '01-sign-in-link.png'), fullPage: true });
    // The button has focus: Enter signs in, no mouse needed.
    expect(await focusedText(page)).toBe('Sign in');
    await Promise.all([page.waitForURL('**/console'), page.keyboard.press('Enter')]);
    await expect.poll(() => page.textContent('h1')).toBe('Account');
    expect(await page.textContent('main')).toContain('p_demo');
    await page.screenshot({ path: join(shots, '02-account.png'), fullPage: true });

    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'secgate_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    // HttpOnly: the page's own script cannot read it.
    expect(await page.evaluate(`(${pageDocument.toString()})().cookie`)).toBe('');
  });

  it('walks the page in a sensible focus order: the skip link, the navigation, then sign-out', async () => {
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedText(page));
      if (i === 0) await page.screenshot({ path: join(shots, '03-skip-link-focused.png') });
    }
    expect(order).toEqual(['Skip to content', 'Account', 'Tokens', 'Billing', 'Usage', 'History', 'Verification', 'Playground', 'Findings', 'Sign out']);
  });

  it('uses the session for a completion from the page, with billing and a receipt', async () => {
    const answer = await completeFromPage(page);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ object: 'chat.completion', billing: 'free' });
    expect(answer.body.receiptId).toEqual(expect.any(String));
  });

  it('issues a token on the tokens page that the openai client uses, and revokes it: 401', async () => {
    await page.getByRole('link', { name: 'Tokens' }).click();
    await page.waitForURL('**/console/tokens');
    await page.getByLabel('Label (optional, up to 64 characters)').fill('notebook');
    // POST, 303, GET: the token is on the page the redirect leads to, shown this once.
    await Promise.all([page.waitForURL('**/console/tokens'), page.getByRole('button', { name: 'Issue a token' }).click()]);
    const token = await page.inputValue('#new-token');
    expect(token).toMatch(/^sgp_[0-9A-Za-z]{38}$/);
    await page.screenshot({ path: join(shots, '04-token-issued.png'), fullPage: true });

    const client = new OpenAI({ baseURL: `${server.url}/v1`, apiKey: token, maxRetries: 0 });
    const answer = await client.chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'Review: strcpy(buf, argv[1]);' }] });
    expect(answer.choices[0]?.message.content).toEqual(expect.any(String));

    await page.goto(`${server.url}/console/tokens`);
    // Revoke asks first: a confirmation page, whose button revokes and comes back to the list.
    await Promise.all([page.waitForURL('**/console/tokens/*/revoke'), page.getByRole('link', { name: 'Revoke notebook' }).click()]);
    await Promise.all([page.waitForURL('**/console/tokens'), page.getByRole('button', { name: 'Revoke' }).click()]);
    expect(await page.getByRole('row', { name: /notebook/ }).textContent()).toMatch(/revoked/);
    await expect(client.chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'again' }] })).rejects.toMatchObject({ status: 401 });
  });

  it('chats in the playground: the answer streams in with its billing and receipt', async () => {
    await page.goto(`${server.url}/console/playground`);
    await page.selectOption('#model', 'shared-2');
    await page.fill('#prompt', 'Review this: eval(input())');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.textContent('#stream-status'), { timeout: 15_000 })
      .toMatch(/^Done: stop, billing free, receipt [0-9a-f-]{36}, \d+ heartbeats\.$/);
    expect(await page.textContent('#answer')).toContain('No model ran');
    await page.screenshot({ path: join(shots, '05-playground.png'), fullPage: true });
  });

  it('signs out with the keyboard and the session is dead afterwards', async () => {
    await page.focus('header button[type=submit]');
    await Promise.all([page.waitForURL('**/console/sign-in'), page.keyboard.press('Enter')]);
    await page.screenshot({ path: join(shots, '06-signed-out.png'), fullPage: true });
    expect(await context.cookies()).toEqual([]);
    const after = await completeFromPage(page);
    expect(after.status).toBe(401);
    // The used link does not sign in again.
    await page.goto(link);
    // Wait for the form's own answer (a 401 page at the same URL), not a load event already past.
    await page.focus('form[action="/console/sign-in/link"] button[type=submit]');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/console/sign-in/link') && response.request().method() === 'POST'),
      page.keyboard.press('Enter'),
    ]);
    expect(answer.status()).toBe(401);
    await page.waitForLoadState('load');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('already used or has expired');
    await page.screenshot({ path: join(shots, '07-link-used.png'), fullPage: true });
  });
});

describe.runIf(!ready && process.env.CI)('the console in Chromium under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
