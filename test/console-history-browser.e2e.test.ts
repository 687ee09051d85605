import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The request history in a real browser: Debian's Chromium driven by playwright-core against the
 * real `secgate serve --demo`. Three completions run through the API with the demo token; a person
 * signs in with the one-time link, opens /console/history, narrows it to one model with the GET
 * form (no script), opens the request, and finds the receipt, job and charge the API answered.
 * Screenshots go to test-artifacts/console-history/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-history');
let server: SecgateProcess;
let browser: Browser;
let page: Page;
let link = '';
let answers: Answer[] = [];

/** What the API answers a completion, beyond the OpenAI fields: the billing fields and the job. */
interface Answer {
  model: string;
  jobId: string;
  receiptId: string;
  billing: 'free' | 'paid';
  chargedMicroUSD?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

async function complete(token: string, model: string, content: string): Promise<Answer> {
  const response = await fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
  });
  expect(response.status).toBe(200);
  return { ...((await response.json()) as Answer), model };
}

beforeAll(async () => {
  if (!ready) return;
  server = await startSecgate({ db: 'memory:', demo: true });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  const token = /Demo token \(shown once\): (sgp_[A-Za-z0-9]+)/.exec(server.stdout())?.[1] ?? '';
  answers = [
    await complete(token, 'shared-1', 'Review this: eval(input())'),
    await complete(token, 'shared-2', 'Review: strcpy(buf, argv[1]);'),
    await complete(token, 'shared-1', 'Review: os.system("ping " + host)'),
  ];
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  page.setDefaultTimeout(10_000);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The job ids the list shows, in its order (each row's heading links to its request). */
const listedJobs = (p: Page) =>
  p.$$eval('main table tbody th[scope=row] a', (links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/console/history/', '')));

describe.skipIf(!ready && !process.env.CI)('the request history in Chromium', () => {
  it('signs in and lists the three requests, newest first, each with its receipt', async () => {
    await page.goto(link);
    await Promise.all([page.waitForURL('**/console'), page.keyboard.press('Enter')]);
    await Promise.all([page.waitForURL('**/console/history'), page.getByRole('link', { name: 'History' }).click()]);
    await expect.poll(() => page.textContent('h1')).toBe('History');
    expect(await listedJobs(page)).toEqual(answers.map((answer) => answer.jobId).reverse());
    for (const answer of answers) expect(await page.textContent('main')).toContain(answer.receiptId);
    await page.screenshot({ path: join(shots, '01-history.png'), fullPage: true });
  });

  it('narrows the list to one model with the form, which the next page keeps filled', async () => {
    await page.selectOption('#model', 'shared-2');
    await Promise.all([page.waitForURL(/\/console\/history\?model=shared-2/), page.getByRole('button', { name: 'Filter' }).click()]);
    expect(await listedJobs(page)).toEqual([answers[1]?.jobId]);
    expect(await page.inputValue('#model')).toBe('shared-2');
    await page.screenshot({ path: join(shots, '02-filtered.png'), fullPage: true });
  });

  it('opens the request and shows the receipt, job, charge and tokens the API answered', async () => {
    const answer = answers[1] as Answer;
    const row = page.locator('main table tbody tr').first();
    const listedTokens = (await row.locator('td.num').first().textContent())?.trim();
    await Promise.all([page.waitForURL(`**/console/history/${answer.jobId}`), row.locator('th a').click()]);
    expect(await page.textContent('h1')).toBe(`Request ${answer.jobId}`);
    expect(await page.textContent('#job-outcome')).toBe('answered');
    expect(await page.textContent('#receipt-id')).toBe(answer.receiptId);
    expect(await page.textContent('#receipt-kind')).toBe('completion');
    // A free answer carries no charge: the page shows the receipt's, which is zero.
    expect(answer.billing).toBe('free');
    expect((await page.textContent('[data-field=charge]'))?.trim()).toBe('$0.00');
    const tokens = async (field: string) => Number((await page.textContent(`[data-field=${field}]`))?.replaceAll(',', ''));
    // The answer has usage only when paid; a free one's tokens are on its receipt, the list's total.
    if (answer.usage) {
      expect(await tokens('input-tokens')).toBe(answer.usage.prompt_tokens);
      expect(await tokens('output-tokens')).toBe(answer.usage.completion_tokens);
    }
    expect(String((await tokens('input-tokens')) + (await tokens('output-tokens')))).toBe(listedTokens?.replaceAll(',', ''));
    expect(await page.textContent('#job-answer')).toContain('No model ran');
    await page.screenshot({ path: join(shots, '03-request.png'), fullPage: true });
  });

  it('answers 404 for a request id that is not the principal’s', async () => {
    const response = await page.goto(`${server.url}/console/history/3b241101-e2bb-4255-8caf-4136c566a962`);
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Request not found');
  });
});
