import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The console's findings pages in a real browser: Debian's Chromium driven by playwright-core
 * against the real `secgate serve --demo`. Two findings go into the ledger through the API with
 * the demo token, as a scanner sends them; a person signs in, opens the findings page, filters it,
 * opens one finding and walks it detected -> in-progress -> verified -> closed with the page's
 * forms, and a stale form is refused with the reason. The API shows the same status and history.
 * Screenshots go to test-artifacts/console-findings/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-findings');
let server: SecgateProcess;
let browser: Browser;
let page: Page;
let token: string;
let findingId: string;

const APACHE = 'CVE-2021-41773';
const LOG4J = 'CVE-2021-44228';
const FINDINGS = [
  {
    source: 'dast',
    sourceId: 'dast-7/3',
    asset: { id: 'web-1' },
    vulnerability: { cve: APACHE },
    reachability: 'confirmed',
    cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
    observedAt: '2026-11-20T09:00:00Z',
    evidence: `GET /cgi-bin/.%2e/%2e%2e/etc/passwd\nAuthorization: Bearer ghp_${'Zx9Yw8Vu7T'.repeat(3)}654321`,
  },
  { source: 'spect', sourceId: 'sp-1', asset: { id: 'mail-gw' }, vulnerability: { cve: LOG4J }, reachability: 'unknown', observedAt: '2026-11-21T08:00:00Z' },
];

/** The API with the demo token, as a service or a script calls it. */
async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, body: await response.json() };
}

/** The focused control: an input by its id, anything else by its text (the tests are compiled without the DOM library). */
function focused(p: Page): Promise<string | undefined> {
  return p.evaluate(`(() => { const el = document.activeElement; return el?.tagName === 'INPUT' ? el.id : el?.textContent?.trim(); })()`) as Promise<
    string | undefined
  >;
}

/** Submits the finding page's form for one move, with its reason, and waits for the page it leads to. */
async function move(p: Page, to: string, reason: string): Promise<number | undefined> {
  await p.getByLabel(`Why move it to ${to} (up to 500 characters)`).fill(reason);
  const [answer] = await Promise.all([
    p.waitForResponse((response) => response.url().endsWith(`/console/findings/${findingId}/transition`) && response.request().method() === 'POST'),
    p.getByRole('button', { name: `Move to ${to}` }).click(),
  ]);
  await p.waitForLoadState('load');
  return answer.status();
}

beforeAll(async () => {
  if (!ready) return;
  server = await startSecgate({ db: 'memory:', demo: true });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  token = /Demo token \(shown once\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  const link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  const posted = await api('POST', '/v1/security/findings', { findings: FINDINGS });
  expect(posted).toMatchObject({ status: 200, body: { created: 2 } });
  findingId = posted.body.results[0].findingId;
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  // A step that cannot happen fails with what it waited for, before the test's own timeout.
  page.setDefaultTimeout(10_000);
  await page.goto(link);
  await Promise.all([page.waitForURL('**/console'), page.getByRole('button', { name: 'Sign in' }).click()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.skipIf(!ready && !process.env.CI)('the findings pages in Chromium', () => {
  it('lists the ledger from the navigation, highest score first, and filters it with the GET form', async () => {
    await Promise.all([page.waitForURL('**/console/findings'), page.getByRole('link', { name: 'Findings', exact: true }).click()]);
    expect(await page.textContent('h1')).toBe('Findings');
    expect(await page.locator('tbody th[scope=row]').allTextContents()).toEqual([APACHE, LOG4J]);
    await page.screenshot({ path: join(shots, '01-findings.png'), fullPage: true });

    await page.getByLabel('Asset id').fill('mail-gw');
    await Promise.all([page.waitForURL(/asset=mail-gw/), page.getByRole('button', { name: 'Filter' }).click()]);
    expect(await page.locator('tbody th[scope=row]').allTextContents()).toEqual([LOG4J]);
    await page.getByLabel('Asset id').fill('web-1');
    await page.selectOption('#status', 'detected');
    await Promise.all([page.waitForURL(/status=detected&asset=web-1/), page.getByLabel('Asset id').press('Enter')]);
    expect(await page.locator('tbody th[scope=row]').allTextContents()).toEqual([APACHE]);
    await page.screenshot({ path: join(shots, '02-filtered.png'), fullPage: true });
  });

  it('opens a finding with its redacted evidence and offers only the moves its status allows', async () => {
    await Promise.all([page.waitForURL(`**/console/findings/${findingId}`), page.getByRole('link', { name: APACHE }).click()]);
    expect(await page.textContent('h1')).toBe(`${APACHE} on web-1`);
    expect(await page.textContent('#finding-status')).toBe('detected');
    const main = (await page.textContent('main')) ?? '';
    expect(main).toContain('[REDACTED:');
    expect(main).not.toContain('ghp_');
    expect(await page.getByRole('button', { name: /^Move to / }).allTextContents()).toEqual(['Move to in-progress']);
    await page.screenshot({ path: join(shots, '03-finding.png'), fullPage: true });
  });

  it('walks it detected -> in-progress -> verified with the forms, as the API then shows', async () => {
    expect(await move(page, 'in-progress', 'patch rolled to web-1')).toBe(303);
    expect(await page.textContent('#finding-status')).toBe('in-progress');
    expect(await move(page, 'verified', 'DAST rescan: not reproducible')).toBe(303);
    expect(await page.textContent('#finding-status')).toBe('verified');
    expect(await page.getByRole('button', { name: /^Move to / }).allTextContents()).toEqual(['Move to closed', 'Move to in-progress']);
    const rows = await page.locator('table:has(caption:text("Every move")) tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('DAST rescan: not reproducible');
    const read = await api('GET', `/v1/security/findings/${findingId}`);
    expect(read.body).toMatchObject({
      status: 'verified',
      history: [
        { from: 'detected', to: 'in-progress', by: 'p_demo', reason: 'patch rolled to web-1' },
        { from: 'in-progress', to: 'verified', by: 'p_demo', reason: 'DAST rescan: not reproducible' },
      ],
    });
  });

  it('refuses a stale form with the reason and changes nothing, then closes it', async () => {
    // Someone sends it back through the API while this page still offers "closed".
    expect((await api('POST', `/v1/security/findings/${findingId}/transition`, { to: 'in-progress', reason: 'fix did not hold' })).status).toBe(200);
    expect(await move(page, 'closed', 'all good')).toBe(409);
    expect(await page.textContent('[role=alert]')).toContain("A finding in 'in-progress' cannot move to 'closed'; it may move to verified.");
    expect(await page.textContent('#finding-status')).toBe('in-progress');
    await page.screenshot({ path: join(shots, '04-refused.png'), fullPage: true });
    expect((await api('GET', `/v1/security/findings/${findingId}`)).body.history).toHaveLength(3);

    expect(await move(page, 'verified', 'second rescan clean')).toBe(303);
    expect(await move(page, 'closed', 'fixed and verified twice')).toBe(303);
    expect(await page.textContent('#finding-status')).toBe('closed');
    await page.screenshot({ path: join(shots, '05-closed.png'), fullPage: true });
    const read = await api('GET', `/v1/security/findings/${findingId}`);
    expect(read.body.status).toBe('closed');
    expect(read.body.history.map((m: { to: string; by: string }) => `${m.to} by ${m.by}`)).toEqual([
      'in-progress by p_demo',
      'verified by p_demo',
      'in-progress by p_demo',
      'verified by p_demo',
      'closed by p_demo',
    ]);
    const listed = await api('GET', '/v1/security/findings?status=closed');
    expect(listed.body.data.map((f: { id: string }) => f.id)).toEqual([findingId]);
  });

  it('reopens it with the keyboard alone: skip link, the reason typed, Enter', async () => {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('All findings');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('reason-reopened');
    await page.keyboard.type('the same CVE showed up in a new image');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Move to reopened');
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/transition') && r.status() === 303), page.keyboard.press('Enter')]);
    await page.waitForLoadState('load');
    expect(await page.textContent('#finding-status')).toBe('reopened');
    expect((await api('GET', `/v1/security/findings/${findingId}`)).body.history.at(-1)).toMatchObject({
      from: 'closed',
      to: 'reopened',
      by: 'p_demo',
      reason: 'the same CVE showed up in a new image',
    });
  });
});

describe.runIf(!ready && process.env.CI)('the findings pages in Chromium under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
