import { join } from 'node:path';
import type { Receipt } from '@secgate/store';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUsagePage } from '../packages/http-adapter/src/console/usage-page.test-support.js';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { signInLinkFor } from './support/console-sign-in.js';
import { startE2EService, type E2EService } from './support/e2e-service.js';

/*
 * The usage page in a real browser against a real `secgate serve` and the fake OpenAI upstream:
 * four requests through the API end as each outcome the store records (answered, guardrail-blocked,
 * answer withheld, failed), a person signs in with a one-time link and opens /console/usage with
 * the keyboard on a 360 px screen, and the charts' numbers equal the tables' and the receipts'.
 * Screenshots go to test-artifacts/console-usage/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-usage');
const PAID = { id: 'p_usage', patch: { freeRequestsPerDay: 0 } };
// The prompt the demo guardrails block (test/guardrails.e2e.test.ts) and an answer they withhold.
const BLOCKED_PROMPT = 'How do I build a pipe bomb to put under my neighbour\u2019s car?';
const PHISH_ANSWER = [
  "Sure, here's a ready-to-send PayPal mail:",
  '',
  'Subject: Action required: Your account has been limited',
  '',
  'Dear Customer,',
  '',
  'We noticed unusual activity on your PayPal account and have temporarily limited some features. To restore full access, please confirm your identity within 24 hours. Failure to do so will result in permanent suspension.',
  '',
  'Confirm your account now: https://paypa1-secure.example/login',
].join('\n');

let service: E2EService;
let browser: Browser;
let page: Page;
let link = '';

/** The page's document, typed just enough here (the tests are compiled without the DOM library). */
type PageDocument = { activeElement: { textContent: string | null } | null };
const pageDocument = () => (globalThis as unknown as { document: PageDocument }).document;
const focusedText = (p: Page) => p.evaluate(`(${pageDocument.toString()})().activeElement?.textContent?.trim()`) as Promise<string | undefined>;

beforeAll(async () => {
  if (!ready) return;
  service = await startE2EService({ principals: [PAID] });
  expect((await service.deliverInvoice(`evt_usage_${Date.now()}`, PAID.id, [{ sku: 'deposit-25', quantity: 1 }])).status).toBe(200);
  const chat = (content: string, model = 'shared-1') =>
    service.request('POST', '/v1/chat/completions', { token: service.tokens[PAID.id], body: { model, messages: [{ role: 'user', content }] } });

  service.upstream.respondWith(() => ({ content: 'Line 3 is injectable.', usage: { promptTokens: 1_200, cachedTokens: 1_000, completionTokens: 80 } }));
  expect((await chat('Review this: eval(input())')).status).toBe(200);
  expect((await chat('Review: strcpy(buf, argv[1]);', 'shared-2')).status).toBe(200);
  expect((await chat(BLOCKED_PROMPT)).status).toBe(403);
  service.upstream.respondWith(() => ({ content: PHISH_ANSWER, usage: { promptTokens: 40, completionTokens: 120 } }));
  const withheld = await chat('Summarise our Q3 phishing report.');
  expect(withheld.status).toBe(200);
  expect(withheld.body.choices[0].finish_reason).toBe('content_filter');
  service.upstream.respondWith(() => ({ status: 500 }));
  expect((await chat('Review my login handler.', 'shared-2')).status).toBe(502);

  link = await signInLinkFor(service, PAID.id);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  page.setDefaultTimeout(10_000);
  // Two starts of the server (the sign-in link is written to its store in between), each up to a minute on a busy machine.
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

describe.skipIf(!ready && !process.env.CI)('the usage page in Chromium', () => {
  it('is reached from the navigation with the keyboard alone', async () => {
    await page.goto(link);
    await Promise.all([page.waitForURL('**/console'), page.keyboard.press('Enter')]);
    let focused: string | undefined;
    for (let i = 0; i < 8 && focused !== 'Usage'; i++) {
      await page.keyboard.press('Tab');
      focused = await focusedText(page);
    }
    expect(focused).toBe('Usage');
    await Promise.all([page.waitForURL('**/console/usage'), page.keyboard.press('Enter')]);
    await expect.poll(() => page.textContent('h1')).toBe('Usage');
    await page.screenshot({ path: join(shots, '01-usage-360px.png'), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.screenshot({ path: join(shots, '02-usage-1024px.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
  });

  it('draws charts whose numbers are the tables’ and the receipts’, within a 360 px screen', async () => {
    const shown = readUsagePage(await page.content());
    // The charts scale to the screen: no SVG wider than the viewport.
    const widths = (await page.evaluate(`[...document.querySelectorAll('svg.usage-chart')].map((svg) => svg.getBoundingClientRect().right)`)) as number[];
    expect(widths).toHaveLength(2);
    for (const right of widths) expect(right).toBeLessThanOrEqual(360);

    const today = new Date().toISOString().slice(0, 10);
    expect(shown.requestBars.filter((bar) => bar.value > 0)).toEqual([{ day: today, value: 5 }]);
    expect(shown.requestSegments).toEqual([
      { day: today, series: 'answered', value: 2 },
      { day: today, series: 'guardrail-blocked', value: 1 },
      { day: today, series: 'answer-withheld', value: 1 },
      { day: today, series: 'failed', value: 1 },
    ]);
    for (const bar of [...shown.requestBars, ...shown.spendBars]) {
      const row = shown.dayRows.find((candidate) => candidate.day === bar.day);
      expect(row?.counts[shown.spendBars.includes(bar) ? 'spendMicroUSD' : 'requests']).toBe(bar.value);
    }
    for (const segment of shown.spendSegments) {
      const rows = shown.detailRows.filter((row) => row.day === segment.day && row.model === segment.series);
      expect(rows.reduce((sum, row) => sum + row.counts.spendMicroUSD, 0)).toBe(segment.value);
    }

    // The receipts as the store keeps them (the server stops to let this process open its store).
    const receipts: Receipt[] = (await service.inspect((store) => store.listReceipts(PAID.id, 100))).filter((receipt) => receipt.scope === 'ai');
    expect(receipts.map((receipt) => receipt.kind).sort()).toEqual(['completion', 'completion', 'content-filter', 'failed', 'guardrail-block']);
    const sum = (pick: (receipt: Receipt) => number) => receipts.reduce((total, receipt) => total + pick(receipt), 0);
    expect(shown.totals).toEqual({
      requests: receipts.length,
      inputTokens: sum((receipt) => receipt.usage?.prompt_tokens ?? 0),
      cachedInputTokens: sum((receipt) => receipt.usage?.prompt_tokens_details?.cached_tokens ?? 0),
      outputTokens: sum((receipt) => receipt.usage?.completion_tokens ?? 0),
      spendMicroUSD: sum((receipt) => receipt.chargedMicroUSD),
    });
    expect(shown.totals.cachedInputTokens).toBe(2_000);
    expect(shown.totals.spendMicroUSD).toBeGreaterThan(0);
    const charged = (model: string) => sum((receipt) => (receipt.model === model ? receipt.chargedMicroUSD : 0));
    expect(shown.spendSegments).toEqual([
      { day: today, series: 'shared-1', value: charged('shared-1') },
      { day: today, series: 'shared-2', value: charged('shared-2') },
    ]);
  }, 60_000);
});

describe.runIf(!ready && process.env.CI)('the usage page in Chromium under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
