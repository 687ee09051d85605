import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { signInLinkFor } from './support/console-sign-in.js';
import { startE2EService, type E2EService } from './support/e2e-service.js';

/*
 * The playground as a tool, in a real browser against a real `secgate serve` and the fake OpenAI
 * upstream: a system prompt, a task, a scope and max_tokens from the settings, two turns whose
 * second carries the first, each answer's cost equal to its receipt's charge, and a new
 * conversation that starts afresh. Screenshots go to test-artifacts/console-playground/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-playground');
const PAID = { id: 'p_playground', patch: { freeRequestsPerDay: 0 } };
const SYSTEM = 'You are a terse secure-code reviewer.';

let service: E2EService;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!ready) return;
  service = await startE2EService({ principals: [PAID] });
  expect((await service.deliverInvoice(`evt_playground_${Date.now()}`, PAID.id, [{ sku: 'deposit-10', quantity: 1 }])).status).toBe(200);
  let turn = 0;
  service.upstream.respondWith(() => ({ content: `Answer ${++turn}: line 3 is injectable.`, usage: { promptTokens: 300 * turn, completionTokens: 40 } }));
  const link = await signInLinkFor(service, PAID.id);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1024, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(link);
  await Promise.all([page.waitForURL('**/console'), page.getByRole('button', { name: 'Sign in' }).click()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** Sends the prompt and waits for the stream's finish line. */
async function send(prompt: string): Promise<string> {
  await page.fill('#prompt', prompt);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.textContent('#stream-status'), { timeout: 15_000 }).toMatch(/^Done: /);
  return (await page.textContent('#stream-status')) ?? '';
}

describe.skipIf(!ready && !process.env.CI)('the playground in Chromium', () => {
  it('sends the settings and the whole conversation, and shows each answer with its receipt’s cost', async () => {
    await page.goto(`${service.url}/console/playground`);
    await page.getByText('Settings').click();
    await page.fill('#system', SYSTEM);
    await page.selectOption('#task', 'vulnerability-triage');
    await page.fill('#scopeId', 'owned');
    await page.fill('#max_tokens', '300');

    const first = await send('Review this: eval(input())');
    expect(first).toMatch(/^Done: stop, billing paid \(\d+ micro-USD\), receipt [0-9a-f-]{36}, \d+ heartbeats\.$/);
    expect(await page.inputValue('#prompt')).toBe('');
    await send('And how do I fix it?');

    const calls = service.upstream.received;
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      max_tokens: 300,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: 'Review this: eval(input())' },
        { role: 'assistant', content: 'Answer 1: line 3 is injectable.' },
        { role: 'user', content: 'And how do I fix it?' },
      ],
    });

    // Each answer's cost is its receipt's charge: the finish chunk carries what the receipt says.
    const costs = (await page.locator('#conversation .turn-cost').allTextContents()).map((text) => {
      const match = /^Cost \$[\d.]+ \((\d+) micro-USD, (\d+) input and (\d+) output tokens\), receipt ([0-9a-f-]{36})$/.exec(text);
      expect(match, text).not.toBeNull();
      return { charged: Number(match?.[1]), receiptId: match?.[4] ?? '' };
    });
    expect(costs).toHaveLength(2);
    // The embedded store is read with the server stopped, then the server starts again for the next test.
    const stored = await service.inspect((store) => store.listReceipts(PAID.id, 10));
    await service.restart();
    for (const cost of costs) expect(stored.find((receipt) => receipt.id === cost.receiptId)?.chargedMicroUSD).toBe(cost.charged);
    await page.screenshot({ path: join(shots, '01-two-turns.png'), fullPage: true });
  });

  it('starts a new conversation that carries nothing of the last one', async () => {
    await page.goto(`${service.url}/console/playground`);
    await page.getByRole('button', { name: 'New conversation' }).click();
    expect(await page.locator('#conversation li').count()).toBe(0);
    await send('Is strcpy safe?');
    const last = service.upstream.received.at(-1);
    expect(last?.messages).toEqual([{ role: 'user', content: 'Is strcpy safe?' }]);
    expect(await page.locator('#conversation li').count()).toBe(2);
  });
});

describe.runIf(!ready && process.env.CI)('the playground in Chromium under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
