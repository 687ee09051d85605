import { randomUUID } from 'node:crypto';
import { utcDayOf } from '@secgate/core';
import type { JobOutcome } from '@secgate/store';
import { describe, expect, it } from 'vitest';
import { bearer, DAY, NOW, useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/*
 * /console/history through the real app on a real store: completions answered through the API,
 * runs failed and withheld as the runner records them, listed newest first with the filters and
 * cursor core reads, and each one's detail agreeing with the API's answer.
 */
const store = useTestStore();
const setup = () => consoleTestApp(store());
type Setup = ReturnType<typeof setup>;
type Browser = Awaited<ReturnType<typeof signedInBrowser>>;
interface Answer {
  jobId: string;
  receiptId: string;
  billing: 'free' | 'paid';
  usage?: { prompt_tokens: number; completion_tokens: number };
}

const get = (s: Setup, path: string, cookie?: string) => s.app.request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const html = async (s: Setup, path: string, cookie: string) => (await get(s, path, cookie)).text();

async function chat(s: Setup, browser: Browser, content: string, model = 'shared-1'): Promise<Answer> {
  const res = await s.app.request(`${ORIGIN}/v1/chat/completions`, {
    method: 'POST',
    headers: { ...bearer(browser.token), 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

/** A run ended as the job runner ends one the offline origin cannot produce (failed, withheld). */
async function endedRun(s: Setup, principalId: string, model: string, outcome: JobOutcome): Promise<string> {
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
    redactions: { 'github-token': 2 },
    guardrails: { version: 'g-test', matches: [{ ruleId: 'pii-flag', action: 'flag' }] },
    retentionMs: DAY,
    now,
    lease: { owner: 'test', until: now + 60_000 },
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  await s.deps.db.finishJob({ job: created.job, owner: 'test', receiptId: randomUUID(), outcome: { ...outcome, upstreamQueueMs: 12 }, now: now + 1_500 });
  return created.job.jobId;
}

const FAILED: JobOutcome = { status: 'failed', error: { code: 'inference-failed', message: 'The upstream answered 500.' } };
const WITHHELD: JobOutcome = {
  status: 'succeeded',
  content: null,
  toolCalls: [],
  finishReason: 'content_filter',
  usage: { prompt_tokens: 30, completion_tokens: 20, total_tokens: 50 },
  chargeMicroUSD: 0,
  answeredModel: 'upstream-x',
  withheld: { guardrailVersion: 'answers-7', ruleIds: ['weapon-synthesis'], categories: ['S9'], stage: 'rules' },
};

/** Five requests over two days, newest last: two answered today (two models), one failed yesterday, one withheld, one answered yesterday. */
async function history() {
  const s = setup();
  const browser = await signedInBrowser(s);
  s.deps.clock.set(NOW - DAY);
  const oldAnswer = await chat(s, browser, 'Yesterday: review this function.');
  s.deps.clock.set(NOW - DAY + 60_000);
  const failed = await endedRun(s, browser.principalId, 'shared-2', FAILED);
  s.deps.clock.set(NOW - DAY + 120_000);
  const withheld = await endedRun(s, browser.principalId, 'shared-1', WITHHELD);
  s.deps.clock.set(NOW);
  const answer1 = await chat(s, browser, 'Today: review this function.');
  s.deps.clock.set(NOW + 60_000);
  const answer2 = await chat(s, browser, 'Today: review this other function.', 'shared-2');
  return { s, browser, oldAnswer, failed, withheld, answer1, answer2, newestFirst: [answer2.jobId, answer1.jobId, withheld, failed, oldAnswer.jobId] };
}

/** The jobs a page lists, by their row link, in the page's order. */
const listed = (page: string) => [...page.matchAll(/<th scope="row"><a href="\/console\/history\/([0-9a-f-]{36})">/g)].map((m) => m[1] ?? '');
/** Markup's entities back to their characters. */
const unescape = (markup: string) =>
  markup.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
const text = (page: string) =>
  unescape(page.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

describe('the history page', () => {
  it('needs a session: without one the browser goes to sign-in and comes back', async () => {
    const res = await get(setup(), '/console/history');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fhistory');
  });

  it('lists every kept request newest first, with model, outcome, tokens, charge and receipt', async () => {
    const { s, browser, newestFirst, answer2, failed } = await history();
    const res = await get(s, '/console/history', browser.cookie);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(listed(page)).toEqual(newestFirst);
    expect(page).not.toMatch(/style="/);
    expect(page).toContain('<a href="/console/history">History</a>');
    expect(text(page)).toContain('Created Model Outcome Tokens Charge Receipt');
    expect(page).toContain(`<a href="/console/history/${answer2.jobId}#receipt"><code>${answer2.receiptId}</code></a>`);
    const row = (jobId: string) => text(page.slice(page.indexOf(`/console/history/${jobId}"`)).split('</tr>')[0] ?? '');
    const tokens = (answer2.usage?.prompt_tokens ?? 0) + (answer2.usage?.completion_tokens ?? 0);
    expect(row(answer2.jobId)).toContain(`shared-2 answered`);
    expect(page).toMatch(/<td class="num">[\d,]+<\/td><td class="num">\$0\.00<\/td>/);
    expect(row(failed)).toContain('shared-2 failed — $0.00');
    expect(row(answer2.jobId)).toContain('$0.00');
    // A free answer's tokens are on its receipt (the answer carries them only when paid).
    if (answer2.usage) expect(row(answer2.jobId)).toContain(tokens.toLocaleString('en-US'));
    expect(page).not.toContain('Older');
  });

  it('filters by model, outcome and UTC days, an empty form field meaning any, and keeps the form filled', async () => {
    const { s, browser, newestFirst, failed, withheld, answer1, answer2, oldAnswer } = await history();
    const byModel = await html(s, '/console/history?model=shared-2&outcome=&from=&to=', browser.cookie);
    expect(listed(byModel)).toEqual([answer2.jobId, failed]);
    expect(byModel).toMatch(/<option value="shared-2" selected="">shared-2<\/option>/);
    expect(listed(await html(s, '/console/history?outcome=withheld', browser.cookie))).toEqual([withheld]);
    expect(listed(await html(s, '/console/history?outcome=failed', browser.cookie))).toEqual([failed]);
    expect(listed(await html(s, '/console/history?outcome=answered', browser.cookie))).toEqual([answer2.jobId, answer1.jobId, oldAnswer.jobId]);
    const yesterday = utcDayOf(NOW - DAY);
    const byDay = await html(s, `/console/history?from=${yesterday}&to=${yesterday}`, browser.cookie);
    expect(listed(byDay)).toEqual(newestFirst.slice(2));
    expect(byDay).toContain(`name="from" type="date" value="${yesterday}"`);
    expect(listed(await html(s, `/console/history?from=${utcDayOf(NOW)}`, browser.cookie))).toEqual(newestFirst.slice(0, 2));
    const none = await html(s, '/console/history?outcome=in-progress', browser.cookie);
    expect(listed(none)).toEqual([]);
    expect(text(none)).toContain('No request matches these filters.');
  });

  it('refuses a malformed filter with a 400 page that says why, never a 500', async () => {
    const { s, browser } = await history();
    const res = await get(s, '/console/history?from=28-11-2026&model=shared-1', browser.cookie);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(text(page)).toContain("The field 'from' must be a UTC day written YYYY-MM-DD.");
    expect(page).toContain('role="alert"');
    expect(listed(page)).toEqual([]);
    for (const query of ['model=gpt-9', 'outcome=succeeded', 'from=2026-11-28&to=2026-11-01', 'cursor=nonsense', 'limit=0', 'sort=asc', 'to=2026-02-30'])
      expect((await get(s, `/console/history?${query}`, browser.cookie)).status, query).toBe(400);
  });

  it('pages with an Older link that keeps the filters and shows every request once', async () => {
    const { s, browser, newestFirst } = await history();
    const seen: string[] = [];
    let path: string | undefined = '/console/history?limit=2';
    while (path !== undefined) {
      const page = await html(s, path, browser.cookie);
      seen.push(...listed(page));
      const older = /<a href="([^"]+)" rel="next">Older<\/a>/.exec(page)?.[1];
      path = older?.replaceAll('&amp;', '&');
      if (path !== undefined) expect(path).toContain('limit=2');
      expect(seen.length).toBeLessThanOrEqual(newestFirst.length);
    }
    expect(seen).toEqual(newestFirst);
    const filtered = await html(s, '/console/history?limit=1&outcome=answered', browser.cookie);
    const older = /<a href="([^"]+)" rel="next">Older<\/a>/.exec(filtered)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(older).toContain('outcome=answered');
    expect(text(await html(s, older, browser.cookie))).toContain('Newest');
  });

  it('shows nothing of another principal’s requests, and their job ids are 404', async () => {
    const { s, answer1 } = await history();
    const other = await signedInBrowser(s);
    const page = await html(s, '/console/history', other.cookie);
    expect(listed(page)).toEqual([]);
    expect(text(page)).toContain('No requests kept');
    const res = await get(s, `/console/history/${answer1.jobId}`, other.cookie);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain('No such request is kept for your account');
    expect((await get(s, '/console/history/not-a-job', other.cookie)).status).toBe(404);
    expect((await get(s, `/console/history/${randomUUID()}`, other.cookie)).status).toBe(404);
  });
});

describe('a request’s page', () => {
  it('shows an answered request as the API answered it: outcome, timings, tokens, charge, receipt, guardrails and the answer', async () => {
    const { s, browser, answer1 } = await history();
    const res = await get(s, `/console/history/${answer1.jobId}`, browser.cookie);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).not.toMatch(/style="/);
    const job = await s.deps.db.getJob({ principalId: browser.principalId, jobId: answer1.jobId });
    const receipt = await s.deps.db.getReceipt(answer1.receiptId);
    expect(page).toContain('<dd id="job-status">succeeded</dd>');
    expect(page).toContain('<dd id="job-outcome">answered</dd>');
    expect(page).toContain(`<code id="receipt-id">${answer1.receiptId}</code>`);
    expect(page).toContain('<dd id="receipt-kind">completion</dd>');
    const field = (name: string) => new RegExp(`data-field="${name}">([^<]*)<`).exec(page)?.[1];
    expect(field('input-tokens')).toBe(String(receipt?.usage?.prompt_tokens));
    expect(field('output-tokens')).toBe(String(receipt?.usage?.completion_tokens));
    expect(field('cached-tokens')).toBe(String(receipt?.usage?.prompt_tokens_details?.cached_tokens ?? 0));
    expect(field('charge')).toBe('$0.00');
    expect(field('queue')).toMatch(/^\d+ ms$/);
    expect(field('upstream')).toMatch(/ m?s$/);
    expect(unescape(/<pre id="job-answer">([^<]*)<\/pre>/.exec(page)?.[1] ?? '')).toBe(job?.content);
    expect(page).toContain(`<code id="guardrail-version">${job?.guardrails?.version}</code>`);
  });

  it('shows a failed run’s error, redaction counts, the matched rules and the upstream queue wait', async () => {
    const { s, browser, failed } = await history();
    const page = await html(s, `/console/history/${failed}`, browser.cookie);
    expect(page).toContain('<dd id="job-outcome">failed</dd>');
    expect(text(page)).toContain('inference-failed : The upstream answered 500.');
    expect(text(page)).toContain('github-token 2');
    expect(text(page)).toContain('pii-flag flag');
    expect(page).toContain('data-field="upstream-queue">12 ms<');
    expect(page).toContain('data-field="upstream">1.5 s<');
    expect(page).toContain('<dd id="receipt-kind">failed</dd>');
    expect(page).not.toContain('id="job-answer"');
  });

  it('shows a withheld answer as withheld, with the tokens its receipt counted and the rules that withheld it', async () => {
    const { s, browser, withheld } = await history();
    const page = await html(s, `/console/history/${withheld}`, browser.cookie);
    expect(page).toContain('<dd id="job-outcome">withheld</dd>');
    expect(page).toContain('<dd id="receipt-kind">content-filter</dd>');
    expect(page).toContain('data-field="input-tokens">30<');
    expect(page).toContain('data-field="output-tokens">20<');
    expect(text(page)).toContain('The answer was withheld by guardrails version answers-7 (rules), rules weapon-synthesis .');
    expect(text(page)).toContain('Withheld by the guardrails: no answer was returned or kept.');
  });
});
