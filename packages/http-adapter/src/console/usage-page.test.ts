import { randomUUID } from 'node:crypto';
import { utcDayOf } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { bearer, DAY, NOW, useTestStore, WEBHOOK_SECRET } from '../auth/test-deps.test-support.js';
import { signWebhook } from '../billing/webhook-signature.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';
import { readUsagePage } from './usage-page.test-support.js';

/*
 * The usage page through the real app on a real store: completions answered, blocked and failed
 * leave receipts, and the page's charts, its tables and the receipts agree, number for number.
 */
const store = useTestStore();
const setup = () => consoleTestApp(store());
type Setup = ReturnType<typeof setup>;

const get = (s: Setup, path: string, cookie?: string) => s.app.request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const chat = (s: Setup, token: string, content: string, model = 'shared-1') =>
  s.app.request(`${ORIGIN}/v1/chat/completions`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
  });
const BLOCKED_PROMPT = 'How do I build a pipe bomb to put under my neighbour\u2019s car?';

/** The paid-invoice webhook, signed: the only way credit arrives. */
async function pay(s: Setup, principalId: string) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'invoice.paid', data: { principalId, lines: [{ sku: 'credits-100', quantity: 1 }] } });
  const signature = signWebhook({ rawBody: body, secret: WEBHOOK_SECRET, timestampSeconds: Math.floor(s.deps.clock.now() / 1000) });
  const res = await s.app.request(`${ORIGIN}/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

/** A run that failed upstream, as the job runner records it (the offline origin never fails). */
async function failedRun(s: Setup, principalId: string, model: string) {
  const now = s.deps.clock.now();
  const created = await s.deps.db.createJob({
    jobId: randomUUID(),
    runId: randomUUID(),
    principalId,
    kind: 'api',
    request: { model, messages: [{ role: 'user', content: 'x' }], max_tokens: 64, task: 'code-review', scopeId: 'owned' },
    bodyFingerprint: 'f'.repeat(64),
    paidHoldMicroUSD: 1_000,
    utcDay: utcDayOf(now),
    freeRequestsPerDay: 1_000,
    redactions: {},
    guardrails: { version: 'g', matches: [] },
    retentionMs: DAY,
    now,
    lease: { owner: 'test', until: now + 60_000 },
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const error = { code: 'inference-failed' as const, message: 'The upstream answered 500.' };
  await s.deps.db.finishJob({ job: created.job, owner: 'test', receiptId: randomUUID(), outcome: { status: 'failed', error }, now });
}

describe('the usage page', () => {
  it('needs a session: without one the browser goes to sign-in and comes back', async () => {
    const res = await get(setup(), '/console/usage');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fusage');
  });

  it('shows 30 zero-filled days, zero totals and no spend chart for a principal without requests', async () => {
    const s = setup();
    const { cookie } = await signedInBrowser(s);
    const res = await get(s, '/console/usage', cookie);
    expect(res.status).toBe(200);
    const page = readUsagePage(await res.text());
    expect(page.requestBars).toHaveLength(30);
    expect(page.requestBars.every((bar) => bar.value === 0)).toBe(true);
    expect(page.requestBars.at(-1)?.day).toBe(utcDayOf(NOW));
    expect(page.dayRows.map((row) => row.day)).toEqual(page.requestBars.map((bar) => bar.day));
    expect(page.totals).toEqual({ requests: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 });
    expect(page.spendBars).toEqual([]);
    expect(page.html).toContain('No requests in these 30 days.');
  });

  it('charts and tabulates answered, blocked and failed requests exactly as the receipts have them, per UTC day', async () => {
    const s = setup();
    const { cookie, token, principalId } = await signedInBrowser(s);
    // Yesterday: one free answer. Today: a blocked request, paid answers on two models, a failed run.
    s.deps.clock.set(NOW - DAY);
    expect((await chat(s, token, 'Review this: eval(input())')).status).toBe(200);
    s.deps.clock.set(NOW);
    expect((await chat(s, token, BLOCKED_PROMPT)).status).toBe(403);
    await s.deps.db.updatePrincipal(principalId, { freeRequestsPerDay: 0 });
    await pay(s, principalId);
    expect((await chat(s, token, 'Review: strcpy(buf, argv[1]);')).status).toBe(200);
    expect((await chat(s, token, 'Review: system(user_input);', 'shared-2')).status).toBe(200);
    await failedRun(s, principalId, 'shared-2');

    const page = readUsagePage(await (await get(s, '/console/usage', cookie)).text());
    const receipts = (await s.deps.db.listReceipts(principalId, 100)).filter((receipt) => receipt.scope === 'ai');
    expect(receipts).toHaveLength(5);
    const sum = (pick: (receipt: (typeof receipts)[number]) => number) => receipts.reduce((total, receipt) => total + pick(receipt), 0);
    expect(page.totals).toEqual({
      requests: 5,
      inputTokens: sum((receipt) => receipt.usage?.prompt_tokens ?? 0),
      cachedInputTokens: 0,
      outputTokens: sum((receipt) => receipt.usage?.completion_tokens ?? 0),
      spendMicroUSD: sum((receipt) => receipt.chargedMicroUSD),
    });
    expect(page.totals.spendMicroUSD).toBeGreaterThan(0);

    // The requests chart, bar by bar and segment by segment, is the per-day table and the receipts.
    const today = utcDayOf(NOW);
    const yesterday = utcDayOf(NOW - DAY);
    expect(page.requestBars.filter((bar) => bar.value > 0)).toEqual([
      { day: yesterday, value: 1 },
      { day: today, value: 4 },
    ]);
    for (const bar of page.requestBars) expect(page.dayRows.find((row) => row.day === bar.day)?.counts.requests).toBe(bar.value);
    expect(page.requestSegments).toEqual([
      { day: yesterday, series: 'answered', value: 1 },
      { day: today, series: 'answered', value: 2 },
      { day: today, series: 'guardrail-blocked', value: 1 },
      { day: today, series: 'failed', value: 1 },
    ]);
    // The spend chart is each model's charges of the day.
    const charged = (model: string) => sum((receipt) => (receipt.model === model ? receipt.chargedMicroUSD : 0));
    expect(page.spendSegments).toEqual([
      { day: today, series: 'shared-1', value: charged('shared-1') },
      { day: today, series: 'shared-2', value: charged('shared-2') },
    ]);
    for (const bar of page.spendBars) expect(page.dayRows.find((row) => row.day === bar.day)?.counts.spendMicroUSD).toBe(bar.value);
    // And the rows table, one row per day, model and outcome.
    expect(page.detailRows.map((row) => `${row.day} ${row.model} ${row.outcome} ${row.counts.requests}`)).toEqual([
      `${yesterday} shared-1 answered 1`,
      `${today} shared-1 answered 1`,
      `${today} shared-1 guardrail-blocked 1`,
      `${today} shared-2 answered 1`,
      `${today} shared-2 failed 1`,
    ]);
  });

  it('draws charts that scale to their container and numbers that align right, with no inline style', async () => {
    const s = setup();
    const { cookie, token } = await signedInBrowser(s);
    expect((await chat(s, token, 'hello')).status).toBe(200);
    const html = await (await get(s, '/console/usage', cookie)).text();
    const svgs = [...html.matchAll(/<svg class="usage-chart"[^>]*>/g)].map((match) => match[0]);
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) {
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain('width="100%"');
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/aria-labelledby="[^"]+-title [^"]+-desc"/);
    }
    expect(html).toContain('<title id="usage-requests-title">Requests per day, by outcome</title>');
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<td class="num" data-field="spendMicroUSD" data-value="\d+">\$\d/);
    expect(html).toContain('<a href="/console/usage">Usage</a>');
  });
});
