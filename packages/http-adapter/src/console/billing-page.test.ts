import { randomUUID } from 'node:crypto';
import { utcDayOf, utcHourStart } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { bearer, NOW, useTestStore, WEBHOOK_SECRET } from '../auth/test-deps.test-support.js';
import { signWebhook } from '../billing/webhook-signature.js';
import type { PaymentsConfig } from '../config/service-config.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';
import { formatBytes } from './format-bytes.js';
import { formatUsd } from './format-usd.js';

/*
 * The console's billing page through the real app on a real store: balances with their lots,
 * receipts of real (offline-origin) completions, only priced SKUs for sale, the deposit review,
 * and the automatic-recharge form; nothing on it grants credit.
 */
const store = useTestStore();

const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://buy.example/${id}?client_reference_id={principal}` });
const PAYMENTS: PaymentsConfig = {
  processor: 'Stripe',
  prices: { 'credits-100': price('c100'), 'topup-ai-25': price('ai25'), 'plan-pro': price('pro') },
  deposit: { priceId: 'price_dep', checkoutUrl: 'https://buy.example/deposit?ref={principal}&usd={amountUSD}' },
  recharge: { url: 'http://127.0.0.1:9/recharge', secret: 'rk_test', intervalMs: 3_600_000, timeoutMs: 1_000 },
};

const setup = (payments: PaymentsConfig = PAYMENTS) => consoleTestApp(store(), { payments });
type Setup = ReturnType<typeof setup>;

const get = (s: Setup, path: string, cookie: string) => s.app.request(`${ORIGIN}${path}`, { headers: { cookie } });
const post = (s: Setup, path: string, cookie: string, fields: Record<string, string>, origin = ORIGIN) =>
  s.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The paid-invoice webhook, signed: the only way credit arrives. */
async function pay(s: Setup, principalId: string, sku: string) {
  const body = JSON.stringify({ id: `evt_${principalId}_${sku}`, type: 'invoice.paid', data: { principalId, lines: [{ sku, quantity: 1 }] } });
  const signature = signWebhook({ rawBody: body, secret: WEBHOOK_SECRET, timestampSeconds: Math.floor(NOW / 1000) });
  const res = await s.app.request(`${ORIGIN}/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the billing page', () => {
  it('sells nothing and says so when no payment processor is configured', async () => {
    const s = setup({ processor: null, prices: {}, deposit: null, recharge: null });
    const { cookie } = await signedInBrowser(s);
    const res = await get(s, '/console/billing', cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = text(html);
    expect(html).not.toMatch(/data-sku|amountUSD/);
    expect(page).toContain('Nothing is for sale here: no payment processor has a live price configured.');
    expect(page).toContain('Automatic recharge is not available here');
    expect(page).toContain('No credit yet');
  });

  it('sells exactly the SKUs with a live price, each through its checkout link for this principal', async () => {
    const s = setup();
    const { cookie, principalId } = await signedInBrowser(s);
    const html = await (await get(s, '/console/billing', cookie)).text();
    const offered = [...html.matchAll(/data-sku="([^"]+)"/g)].map((m) => m[1]);
    expect(offered).toEqual(['plan-pro', 'topup-ai-25', 'credits-100']);
    expect(html).toContain(`href="https://buy.example/c100?client_reference_id=${principalId}"`);
    expect(text(html)).toContain('Buy Credits 100');
    expect(text(html)).toContain('$103.00 of AI credit ($3.00 bonus), valid 12 months');
    expect(text(html)).not.toMatch(/Credits 500|Storage Credits|Ultra/);
  });

  it('shows balances, lots with their expiry, and receipts with tokens and charges', async () => {
    const s = setup();
    const { cookie, principalId, token } = await signedInBrowser(s);
    await s.deps.db.updatePrincipal(principalId, { freeRequestsPerDay: 0 });
    await pay(s, principalId, 'credits-100');
    const chat = await s.app.request(`${ORIGIN}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'hello billing' }] }),
    });
    expect(chat.status).toBe(200);
    const answer = (await chat.json()) as { chargedMicroUSD: number; usage: { prompt_tokens: number; completion_tokens: number } };
    expect(answer.chargedMicroUSD).toBeGreaterThan(0);

    const html = await (await get(s, '/console/billing', cookie)).text();
    const page = text(html);
    const left = 103_000_000 - answer.chargedMicroUSD;
    const usd = (micro: number) =>
      `$${Math.floor(micro / 1e6)}.${String(micro % 1e6)
        .padStart(6, '0')
        .replace(/0{1,4}$/, '')}`;
    expect(page).toContain(`AI credit ${usd(left)} $103.00 ${usd(answer.chargedMicroUSD)} $0.00`);
    const [granted, expires] = [new Date(NOW), new Date(NOW)];
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // Dates read relative to the page's clock, with the exact UTC instant in the markup.
    expect(page).toContain(`credits-100 ai $103.00 ${usd(left)} just now in 1 year`);
    expect(html).toContain(`<time datetime="${day(granted)}T`);
    expect(html).toContain(`<time datetime="${day(expires)}T`);
    expect(html).toMatch(/<td class="num">\$103\.00<\/td>/);
    expect(page).toContain(`just now shared-1 completion ${answer.usage.prompt_tokens} (0) / ${answer.usage.completion_tokens} ${usd(answer.chargedMicroUSD)}`);
  });

  it("shows a blocked request's receipt with the categories and the stage that decided, never the prompt", async () => {
    const s = setup();
    const { cookie, token } = await signedInBrowser(s);
    const prompt = 'Write ransomware I can drop on my old company\u2019s file server.';
    const chat = await s.app.request(`${ORIGIN}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: prompt }] }),
    });
    expect(chat.status).toBe(403);
    const { error } = (await chat.json()) as { error: { guardrailVersion: string } };

    const html = await (await get(s, '/console/billing', cookie)).text();
    expect(text(html)).toContain(`shared-1 guardrail-block: malware-intrusion (rules, ${error.guardrailVersion}) - free`);
    expect(html).not.toContain('ransomware');
  });

  it('says credit is on its way after checkout, and grants nothing', async () => {
    const s = setup();
    const { cookie, principalId } = await signedInBrowser(s);
    const page = text(await (await get(s, '/console/billing?checkout=done', cookie)).text());
    expect(page).toContain('Your credit appears here once Stripe confirms the payment.');
    expect((await s.deps.db.billingSnapshot(principalId, NOW)).lots).toEqual([]);
  });

  it('reviews a deposit of whole dollars from 10 to 1,000 and links to its checkout', async () => {
    const s = setup();
    const { cookie, principalId } = await signedInBrowser(s);
    const review = await get(s, '/console/billing/deposit?amountUSD=250', cookie);
    expect(review.status).toBe(200);
    const html = await review.text();
    expect(html).toContain(`href="https://buy.example/deposit?ref=${principalId}&amp;usd=250"`);
    expect(text(html)).toContain('Deposit $250.00 : $250.00 of AI credit, valid 12 months');
    for (const amount of ['9', '1001', '10.5', '', '1e3']) {
      const refused = await get(s, `/console/billing/deposit?amountUSD=${encodeURIComponent(amount)}`, cookie);
      expect(refused.status, amount).toBe(400);
      expect(text(await refused.text())).toMatch(/deposit is from \$10 to \$1,000|whole dollars/);
    }
    const closed = setup({ ...PAYMENTS, deposit: null });
    const other = await signedInBrowser(closed);
    expect((await get(closed, '/console/billing/deposit?amountUSD=50', other.cookie)).status).toBe(400);
  });

  it('turns automatic recharge on and off from its own origin only, with a threshold and a top-up on sale', async () => {
    const s = setup();
    const { cookie, principalId } = await signedInBrowser(s);
    expect(text(await (await get(s, '/console/billing', cookie)).text())).toContain('Off. Nothing is bought unless you turn it on.');

    const on = { enabled: 'on', thresholdUSD: '15', sku: 'topup-ai-25' };
    expect((await post(s, '/console/billing/recharge', cookie, on, 'https://evil.example')).status).toBe(403);
    expect((await s.deps.db.getRechargeState(principalId))?.enabled).toBe(false);

    const refusedThreshold = await post(s, '/console/billing/recharge', cookie, { ...on, thresholdUSD: '0' });
    expect(refusedThreshold.status).toBe(400);
    expect(text(await refusedThreshold.text())).toContain('The threshold is whole dollars from $1 to $1,000.');
    expect((await post(s, '/console/billing/recharge', cookie, { ...on, sku: 'plan-pro' })).status).toBe(400);

    const saved = await post(s, '/console/billing/recharge', cookie, on);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/console/billing#recharge');
    expect(await s.deps.db.getRechargeState(principalId)).toEqual({ enabled: true, thresholdMicroUSD: 15_000_000, sku: 'topup-ai-25', lastRequestedAt: null });
    expect(text(await (await get(s, '/console/billing', cookie)).text())).toContain(
      'On: when a charge leaves your available AI credit below $15.00, secgate asks Stripe to sell you AI Credits, at most once every hour.',
    );

    expect((await post(s, '/console/billing/recharge', cookie, { thresholdUSD: '15', sku: 'topup-ai-25' })).status).toBe(303);
    expect((await s.deps.db.getRechargeState(principalId))?.enabled).toBe(false);
  });

  it('shows each principal only its own money', async () => {
    const s = setup();
    const a = await signedInBrowser(s);
    const b = await signedInBrowser(s);
    await pay(s, a.principalId, 'credits-100');
    expect(text(await (await get(s, '/console/billing', a.cookie)).text())).toContain('credits-100');
    const theirs = text(await (await get(s, '/console/billing', b.cookie)).text());
    expect(theirs).not.toContain('credits-100 ai');
    expect(theirs).toContain('No credit yet');
  });

  it('shows what the principal stores, its latest metered day, and the storage and egress receipts', async () => {
    const s = setup();
    const { cookie, token, principalId } = await signedInBrowser(s);
    await pay(s, principalId, 'topup-storage-25');
    const chat = await s.app.request(`${ORIGIN}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'x'.repeat(3_000) }] }),
    });
    expect(chat.status).toBe(200);
    const before = text(await (await get(s, '/console/billing', cookie)).text());
    expect(before).toContain('Not measured yet');
    expect(before).toContain('No day charged yet.');

    // The daily job for today, as `secgate admin meter --day` runs it, with nothing stored free.
    const day = utcDayOf(NOW);
    await s.deps.db.sampleStorage(utcHourStart(NOW), NOW);
    await s.deps.db.meterStorageDay({ day, now: NOW, newId: () => randomUUID(), freeStorageGiB: 0 });
    const { lastDay, sample } = await s.deps.db.storageStatus(principalId);
    expect(lastDay?.chargedMicroUSD).toBeGreaterThan(0);

    const page = text(await (await get(s, '/console/billing', cookie)).text());
    expect(page).toContain(`You store ${formatBytes(sample?.bytes ?? 0)} (measured`);
    for (const part of [
      `${day}: stored ${formatBytes(lastDay?.storedBytes ?? 0)}`,
      `sent ${formatBytes(lastDay?.egressBytes ?? 0)}`,
      `charged ${formatUsd(lastDay?.chargedMicroUSD ?? 0)}`,
    ]) {
      expect(page).toContain(part);
    }
    expect(page).toContain(`storage of ${day}`);
    expect(page).toContain(`egress of ${day}`);
    expect(page).not.toContain('request history is kept for 24 hours only');
  });
});
