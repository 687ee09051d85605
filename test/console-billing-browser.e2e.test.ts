import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRechargeEndpoint, type TestRechargeEndpoint } from '../packages/http-adapter/src/billing/recharge-endpoint.test-support.js';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { payForDemo } from './support/demo-invoice.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The billing page in a real browser, with real processes: Chromium (playwright-core) against
 * `secgate serve --demo` configured with a payment processor that prices two top-ups and deposits,
 * and a recharge endpoint the test starts on a loopback port (no processor can run here). The
 * person sees only the priced SKUs, turns automatic recharge on, and a paid chat in the playground
 * that leaves the balance below the threshold makes exactly one signed recharge request; the credit
 * itself still waits for the paid-invoice webhook. Screenshots go to test-artifacts/console-billing/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-billing');
const WEBHOOK_SECRET = 'whsec_billing_browser_test';
const RECHARGE_SECRET = 'rk_billing_browser_test';
let dir = '';
let endpoint: TestRechargeEndpoint;
let server: SecgateProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!ready) return;
  endpoint = await startRechargeEndpoint(RECHARGE_SECRET);
  dir = mkdtempSync(join(tmpdir(), 'secgate-billing-'));
  const configFile = join(dir, 'secgate.json');
  const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://buy.example/${id}?client_reference_id={principal}` });
  writeFileSync(
    configFile,
    JSON.stringify({
      // Every call is paid, so each one settles against the balance.
      freeRequestsPerDay: 0,
      payments: {
        processor: 'Stripe',
        prices: { 'topup-ai-25': price('ai25'), 'credits-100': price('c100') },
        deposit: price('deposit'),
        recharge: { url: endpoint.url, secretEnv: 'TEST_RECHARGE_SECRET', intervalMs: 600_000 },
      },
    }),
  );
  server = await startSecgate({
    db: 'memory:',
    demo: true,
    configFile,
    env: { SECGATE_WEBHOOK_SECRET: WEBHOOK_SECRET, TEST_RECHARGE_SECRET: RECHARGE_SECRET },
  });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  const link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1024, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(link);
  await Promise.all([page.waitForURL('**/console'), page.getByRole('button', { name: 'Sign in' }).click()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await endpoint?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The processor's paid-invoice webhook for the demo principal: the only way credit arrives. */
const paid = (sku: string) => payForDemo(server.url, WEBHOOK_SECRET, sku);

/** One paid chat from the playground, streamed with the session; answers the finish line. */
async function chat(prompt: string): Promise<string> {
  await page.goto(`${server.url}/console/playground`);
  await page.fill('#prompt', prompt);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.textContent('#stream-status'), { timeout: 15_000 }).toMatch(/^Done: /);
  return (await page.textContent('#stream-status')) ?? '';
}

const availableAi = async () =>
  Number(((await page.getByRole('row', { name: /^AI credit/ }).textContent()) ?? '').replace(/^AI credit\$([\d,.]+).*$/, '$1').replaceAll(',', ''));

describe.skipIf(!ready && !process.env.CI)('billing in Chromium', () => {
  it('shows the balance a paid invoice granted and sells only the SKUs with a live price', async () => {
    await paid('deposit-10');
    await page.goto(`${server.url}/console/billing`);
    expect(await page.textContent('h1')).toBe('Billing');
    expect(await availableAi()).toBe(10);
    expect(await page.getByRole('row', { name: /deposit-10/ }).textContent()).toMatch(/deposit-10ai\$10\.00\$10\.00just nowin (12 months|1 year)/);
    const offered = await page.locator('[data-sku]').evaluateAll((links) => links.map((link) => (link as unknown as { dataset: { sku: string } }).dataset.sku));
    expect(offered).toEqual(['topup-ai-25', 'credits-100']);
    expect(await page.getByRole('link', { name: 'Buy Credits 100' }).getAttribute('href')).toBe('https://buy.example/c100?client_reference_id=p_demo');
    for (const unpriced of ['Buy Pro', 'Buy Credits 500', 'Buy Storage Credits']) expect(await page.getByRole('link', { name: unpriced }).count()).toBe(0);
    expect(await page.locator('#recharge [role=status]').textContent()).toBe('Off. Nothing is bought unless you turn it on.');
    await page.screenshot({ path: join(shots, '01-billing.png'), fullPage: true });
  });

  it('turns automatic recharge on and sends one recharge request after a settlement crosses the threshold', async () => {
    await page.check('#recharge-enabled');
    await page.fill('#recharge-threshold', '10');
    await page.selectOption('#recharge-sku', 'topup-ai-25');
    await Promise.all([page.waitForURL('**/console/billing#recharge'), page.getByRole('button', { name: 'Save automatic recharge' }).click()]);
    expect(await page.locator('#recharge [role=status]').textContent()).toContain('below $10.00, secgate asks Stripe to sell you AI Credits');
    await page.screenshot({ path: join(shots, '02-recharge-on.png'), fullPage: true });
    expect(endpoint.received).toEqual([]);

    // The balance is exactly the threshold: not below it until a charge settles.
    expect(await chat('Review this: eval(input())')).toMatch(/billing paid \(\d+ micro-USD\)/);
    await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1);
    const [request] = endpoint.received;
    expect(request?.signatureValid).toBe(true);
    expect(request?.idempotencyKey).toBe(request?.body.id);
    expect(request?.body).toMatchObject({
      type: 'recharge.requested',
      data: { principalId: 'p_demo', sku: 'topup-ai-25', priceId: 'price_ai25', quantity: 1, thresholdMicroUSD: 10_000_000 },
    });
    expect(request?.body.data.availableMicroUSD).toBeLessThan(10_000_000);

    // Another charge within the interval asks nothing more.
    expect(await chat('And this: strcpy(buf, argv[1]);')).toMatch(/billing paid/);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(endpoint.received).toHaveLength(1);

    // The request is on the page; no credit came with it (only the paid-invoice webhook grants).
    await page.goto(`${server.url}/console/billing`);
    const requests = page.locator('#recharge tbody tr');
    expect(await requests.count()).toBe(1);
    expect(await requests.textContent()).toMatch(/AI Credits\$9\.\d+sent \(HTTP 202\)$/);
    expect(await availableAi()).toBeLessThan(10);
    expect(await page.locator('section[aria-labelledby=receipts-heading] tbody tr').count()).toBe(2);
    await page.screenshot({ path: join(shots, '03-recharge-requested.png'), fullPage: true });
    expect(server.stdout()).toContain('"msg":"recharge requested"');
    expect(`${server.stdout()}${server.stderr()}`).not.toContain(RECHARGE_SECRET);
  });
});

describe.runIf(!ready && process.env.CI)('billing in Chromium under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
