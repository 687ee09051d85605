import { describe, expect, it } from 'vitest';
import { DAY, NOW, testDeps, uniqueId, useTestStore, WEBHOOK_SECRET, type TestDeps } from '../../auth/test-deps.test-support.js';
import { signWebhook } from '../../billing/webhook-signature.js';
import { billingWebhookRoutes } from './billing-webhook.js';

const store = useTestStore();

const nowSeconds = Math.floor(NOW / 1000);

/**
 * A fresh buyer and event id per test (the tests share one store); `paid()` is the buyer's
 * invoice.paid event body under that id, `lots()` what the store holds for the buyer.
 */
async function setup(config?: NonNullable<Parameters<typeof testDeps>[1]>['config']) {
  const deps = testDeps(store(), config ? { config } : {});
  const buyer = uniqueId('p_buyer');
  const eventId = uniqueId('evt');
  await deps.db.createPrincipal({ id: buyer, now: NOW - DAY });
  const paid = (id = eventId, principalId = buyer) =>
    JSON.stringify({ id, type: 'invoice.paid', data: { principalId, lines: [{ sku: 'credits-100', quantity: 1 }] } });
  const lots = async () => (await deps.db.billingSnapshot(buyer, NOW)).lots;
  return { deps, buyer, eventId, paid, lots };
}

async function deliver(deps: TestDeps, body: string, options: { signature?: string | null; contentType?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  const signature = options.signature === undefined ? signWebhook({ rawBody: body, secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds }) : options.signature;
  if (signature !== null) headers['webhook-signature'] = signature;
  const res = await billingWebhookRoutes(deps).request('/v1/billing/webhook', { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('POST /v1/billing/webhook', () => {
  it('a good signature grants once, however often the event is delivered', async () => {
    const { deps, eventId, paid, lots } = await setup();
    const body = paid();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      // Each redelivery is signed afresh, as a processor does.
      deps.clock.set(NOW + i * 1000);
      answers.push(await deliver(deps, body, { signature: signWebhook({ rawBody: body, secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds + i }) }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body)).toEqual([{ received: true, applied: true }, ...Array.from({ length: 4 }, () => ({ received: true, applied: false }))]);
    const granted = await lots();
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ id: `${eventId}/0/0`, scope: 'ai', grantedMicroUSD: 103_000_000, source: 'credits-100' });
    // The raw body is what the store was given to keep for audit, on every delivery.
    expect(deps.calls.applyInvoice?.map(([invoice]) => [invoice.eventId, invoice.payload])).toEqual(Array.from({ length: 5 }, () => [eventId, body]));
  });

  it('a replay of the event id with another body grants nothing more', async () => {
    const { deps, buyer, eventId, paid, lots } = await setup();
    expect((await deliver(deps, paid(eventId))).body).toEqual({ received: true, applied: true });
    const replay = JSON.stringify({ id: eventId, type: 'invoice.paid', data: { principalId: buyer, lines: [{ sku: 'credits-1000', quantity: 5 }] } });
    expect((await deliver(deps, replay)).body).toEqual({ received: true, applied: false });
    expect(await lots()).toHaveLength(1);
  });

  it('a bad signature is 400 invalid-signature and grants nothing', async () => {
    const { deps, paid } = await setup();
    const body = paid();
    const cases: [string | null, string][] = [
      [signWebhook({ rawBody: body, secret: 'not-the-secret', timestampSeconds: nowSeconds }), 'mismatch'],
      [null, 'missing'],
      ['v1=deadbeef', 'malformed'],
    ];
    for (const [signature, reason] of cases) {
      const answer = await deliver(deps, body, { signature });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-signature', reason });
    }
    expect(deps.calls.applyInvoice).toBeUndefined();
  });

  it('a stale signature, early or late, is 400 and grants nothing', async () => {
    const { deps, paid, lots } = await setup();
    const body = paid();
    for (const skew of [-301, 301]) {
      const answer = await deliver(deps, body, { signature: signWebhook({ rawBody: body, secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds + skew }) });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-signature', reason: 'stale' });
    }
    expect(await lots()).toHaveLength(0);
  });

  it('a tampered body is 400 and grants nothing', async () => {
    const { deps, paid, lots } = await setup();
    const signature = signWebhook({ rawBody: paid(), secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds });
    const answer = await deliver(deps, paid().replace('credits-100', 'credits-1000'), { signature });
    expect(answer.status).toBe(400);
    expect(answer.body.error.reason).toBe('mismatch');
    expect(await lots()).toHaveLength(0);
  });

  it('503 webhook-not-configured without a secret', async () => {
    const { deps, paid } = await setup({ webhook: { secret: null, toleranceSeconds: 300 } });
    const answer = await deliver(deps, paid());
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('webhook-not-configured');
  });

  it('415 without application/json, 413 over the body limit, 400 malformed-json when signed garbage', async () => {
    const { deps, paid } = await setup({ bodyLimitBytes: 200 });
    expect((await deliver(deps, paid(), { contentType: 'text/plain' })).status).toBe(415);
    expect((await deliver(deps, paid(), { contentType: 'application/json; charset=utf-8' })).status).toBe(200);
    const big = await deliver(deps, JSON.stringify({ padding: 'x'.repeat(300) }));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'body-too-large', max: 200 });
    const garbage = await deliver(deps, '{"id":');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatchObject({ code: 'invalid-request', reason: 'malformed-json' });
  });

  it('acknowledges signed events of other types without granting', async () => {
    const { deps } = await setup();
    const answer = await deliver(deps, JSON.stringify({ id: uniqueId('evt'), type: 'invoice.created', data: {} }));
    expect(answer).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(deps.calls.applyInvoice).toBeUndefined();
  });

  it('an unknown principal or SKU is 400 invalid-request and grants nothing', async () => {
    const { deps, buyer, paid, lots } = await setup();
    const nobody = await deliver(deps, paid(uniqueId('evt'), 'p_nobody'));
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toMatchObject({ code: 'invalid-request', field: 'data.principalId', reason: 'unknown-reference' });
    const sku = await deliver(
      deps,
      JSON.stringify({ id: uniqueId('evt'), type: 'invoice.paid', data: { principalId: buyer, lines: [{ sku: 'nope', quantity: 1 }] } }),
    );
    expect(sku.body.error).toMatchObject({ code: 'invalid-request', field: 'data.lines[0].sku' });
    expect(await lots()).toHaveLength(0);
  });
});
