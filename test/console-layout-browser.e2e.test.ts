import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { payForDemo } from './support/demo-invoice.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The console's look in a real browser: Chromium (playwright-core) against `secgate serve --demo`
 * with a payment processor configured, a paid lot, a receipt and a token with a long label, so
 * every page has its tables. Each page at a phone's width (360 px) and a desktop's (1280 px), in
 * light and dark: the page never scrolls sideways, and no element is clipped (wider content than
 * its box) except inside a `.table-scroll` box, whose whole point is to scroll. The stylesheet
 * must apply (the CSP allows only this origin's) and no CSP violation may be reported.
 * Screenshots go to test-artifacts/console-layout/; with SECGATE_DOC_IMAGES=1 the few in
 * DOC_SHOTS are also written to docs/images/.
 */

/** Every page this test visits: a new console page is one more line. */
const PAGES: readonly { name: string; path: string; signedIn: boolean }[] = [
  { name: 'account', path: '/console', signedIn: true },
  { name: 'tokens', path: '/console/tokens', signedIn: true },
  { name: 'billing', path: '/console/billing', signedIn: true },
  { name: 'verification', path: '/console/verification', signedIn: true },
  { name: 'playground', path: '/console/playground', signedIn: true },
  { name: 'usage', path: '/console/usage', signedIn: true },
  { name: 'history', path: '/console/history', signedIn: true },
  // The job the setup's chat ran: its id is filled in once known.
  { name: 'history-job', path: '/console/history/{jobId}', signedIn: true },
  { name: 'findings', path: '/console/findings', signedIn: true },
  { name: 'sign-in', path: '/console/sign-in', signedIn: false },
];
const WIDTHS = [360, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
/** The screenshots the documentation shows (viewport only, so they stay small). */
const DOC_SHOTS: readonly { page: string; width: number; scheme: Scheme; file: string }[] = [
  { page: 'account', width: 1280, scheme: 'light', file: 'console-look-account-light.png' },
  { page: 'tokens', width: 360, scheme: 'dark', file: 'console-look-tokens-phone-dark.png' },
  { page: 'billing', width: 1280, scheme: 'dark', file: 'console-look-billing-dark.png' },
  { page: 'usage', width: 1280, scheme: 'light', file: 'console-look-usage-light.png' },
  { page: 'history-job', width: 360, scheme: 'light', file: 'console-look-history-job-phone-light.png' },
  { page: 'findings', width: 1280, scheme: 'dark', file: 'console-look-findings-dark.png' },
];
const HEIGHT = { 360: 740, 1280: 800 } as const;
/** A finding with a long evidence line, so the findings pages have a row to fit. */
const FINDING = {
  source: 'dast',
  sourceId: 'dast-layout-1',
  asset: { id: 'web-frontend-with-a-rather-long-asset-identifier-01' },
  vulnerability: { cve: 'CVE-2021-41773' },
  reachability: 'confirmed',
  cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
  observedAt: '2026-11-20T09:00:00Z',
  evidence: 'GET /cgi-bin/.%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1 answered 200 with the password file',
};

const ready = chromiumAvailable();
const shots = artifactDir('console-layout');
const docImages = fileURLToPath(new URL('../docs/images/', import.meta.url));
const WEBHOOK_SECRET = 'whsec_layout_browser_test';
/** A label with no space to break at: it must wrap, not widen the tokens page. */
const LONG_LABEL = 'ci-runner-with-a-very-long-label-that-has-no-space-to-break-at-6';
let dir = '';
let jobId = '';
let server: SecgateProcess;
let browser: Browser;
let signedIn: BrowserContext;
let anonymous: BrowserContext;
const violations: string[] = [];

beforeAll(async () => {
  if (!ready) return;
  dir = mkdtempSync(join(tmpdir(), 'secgate-layout-'));
  const configFile = join(dir, 'secgate.json');
  const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://buy.example/${id}?client_reference_id={principal}` });
  writeFileSync(
    configFile,
    JSON.stringify({
      payments: {
        processor: 'Stripe',
        prices: { 'plan-pro': price('pro'), 'topup-ai-25': price('ai25'), 'credits-100': price('c100') },
        deposit: price('deposit'),
        // Never reached: automatic recharge stays off; configured so the page has its form.
        recharge: { url: 'http://127.0.0.1:9/recharge', secretEnv: 'TEST_RECHARGE_SECRET', intervalMs: 600_000 },
      },
    }),
  );
  server = await startSecgate({
    db: 'memory:',
    demo: true,
    configFile,
    env: { SECGATE_WEBHOOK_SECRET: WEBHOOK_SECRET, TEST_RECHARGE_SECRET: 'rk_layout_browser_test' },
  });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  const link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  browser = await launchChromium();
  signedIn = await browser.newContext();
  anonymous = await browser.newContext();
  const page = await signedIn.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(link);
  await Promise.all([page.waitForURL('**/console'), page.getByRole('button', { name: 'Sign in' }).click()]);

  // Something in every table: a paid lot, a receipt, and a token with a long label.
  await paid('credits-100');
  const chat = await page.evaluate(async () => {
    const response = await fetch('/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'Review this: eval(input())' }] }),
    });
    return { status: response.status, jobId: ((await response.json()) as { jobId: string }).jobId };
  });
  expect(chat.status).toBe(200);
  jobId = chat.jobId;
  // And one finding in the ledger, with the demo token.
  const token = /Demo token \(shown once\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  const finding = await fetch(`${server.url}/v1/security/findings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ findings: [FINDING] }),
  });
  expect(finding.status).toBeLessThan(300);
  await page.goto(`${server.url}/console/tokens`);
  await page.fill('#label', LONG_LABEL);
  await Promise.all([page.waitForURL('**/console/tokens'), page.getByRole('button', { name: 'Issue a token' }).click()]);
  await page.close();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The processor's paid-invoice webhook for the demo principal: the only way credit arrives. */
const paid = (sku: string) => payForDemo(server.url, WEBHOOK_SECRET, sku);

interface Layout {
  /** The document's scroll width and client width. */
  page: [number, number];
  /** Elements (outside `.table-scroll`) whose content is wider than their box. */
  clipped: string[];
  /** The stylesheet's page background, read from its custom property (empty: the stylesheet did not load). */
  background: string;
}

/** Run in the page (a string: the tests are compiled without the DOM library). */
const LAYOUT_PROBE = `(() => {
  const name = (el) => {
    const classes = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + classes + ' "' + text + '" ' + el.scrollWidth + ' > ' + el.clientWidth;
  };
  const clipped = [];
  for (const el of document.querySelectorAll('body, body *')) {
    // A table box scrolls on purpose, with everything in it.
    if (el.closest('.table-scroll')) continue;
    if (el.scrollWidth > el.clientWidth) clipped.push(name(el));
  }
  const root = document.documentElement;
  return { page: [root.scrollWidth, root.clientWidth], clipped, background: getComputedStyle(root).getPropertyValue('--bg').trim() };
})()`;

async function visit(context: BrowserContext, path: string, width: (typeof WIDTHS)[number], scheme: Scheme): Promise<{ page: Page; layout: Layout }> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${path} ${width} ${scheme}: ${message.text()}`);
  });
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.emulateMedia({ colorScheme: scheme });
  const answer = await page.goto(`${server.url}${path}`);
  expect(answer?.status(), path).toBe(200);
  return { page, layout: (await page.evaluate(LAYOUT_PROBE)) as Layout };
}

describe.skipIf(!ready && !process.env.CI)('the console layout in Chromium', () => {
  const backgrounds = new Map<Scheme, Set<string>>(SCHEMES.map((scheme) => [scheme, new Set()]));

  for (const { name, path: template, signedIn: needsSession } of PAGES) {
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        it(`fits ${name} at ${width} px in ${scheme}: no sideways scroll, nothing clipped outside a table box`, async () => {
          const path = template.replace('{jobId}', jobId);
          const { page, layout } = await visit(needsSession ? signedIn : anonymous, path, width, scheme);
          try {
            expect(new URL(page.url()).pathname, 'the page itself, not a redirect to sign-in').toBe(path);
            expect(layout.background, 'the stylesheet applies').not.toBe('');
            backgrounds.get(scheme)?.add(layout.background);
            const [scrollWidth, clientWidth] = layout.page;
            await page.screenshot({ path: join(shots, `${name}-${width}-${scheme}.png`) });
            expect(scrollWidth, `the document scrolls sideways: ${scrollWidth} > ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
            expect(layout.clipped, `elements wider inside than their box at ${width} px, ${scheme}`).toEqual([]);
            const doc = DOC_SHOTS.find((shot) => shot.page === name && shot.width === width && shot.scheme === scheme);
            if (doc && process.env.SECGATE_DOC_IMAGES) copyFileSync(join(shots, `${name}-${width}-${scheme}.png`), join(docImages, doc.file));
          } finally {
            await page.close();
          }
        });
      }
    }
  }

  it('follows the reader: light and dark have their own colours, and no page broke the CSP', () => {
    const light = [...(backgrounds.get('light') ?? [])];
    const dark = [...(backgrounds.get('dark') ?? [])];
    expect(light).toHaveLength(1);
    expect(dark).toHaveLength(1);
    expect(light[0]).not.toBe(dark[0]);
    expect(violations).toEqual([]);
  });
});
