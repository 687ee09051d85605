import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { DAY, NOW, testIds, uniqueId, useTestStore } from '../auth/test-deps.test-support.js';
import type { PaymentsConfig } from '../config/service-config.js';
import { createAutoRecharge, RECHARGE_OFF_CACHE_MS } from './auto-recharge.js';
import { startRechargeEndpoint, type TestRechargeEndpoint } from './recharge-endpoint.test-support.js';

const store = useTestStore();
const SECRET = 'rk_test_recharge_secret';
const CREDIT = 1_000_000;
const HOUR = 3_600_000;
let endpoint: TestRechargeEndpoint;
// One id source for the file: request ids are primary keys in the shared test store.
const ids = testIds();

beforeAll(async () => {
  endpoint = await startRechargeEndpoint(SECRET, () => NOW);
});
afterAll(() => endpoint.close());

const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://pay.example/${id}` });

function setup(overrides: Partial<PaymentsConfig> = {}) {
  let now = NOW;
  const clock = { now: () => now };
  const payments: PaymentsConfig = {
    processor: 'Stripe',
    prices: { 'credits-50': price('c50'), 'plan-pro': price('pro') },
    deposit: null,
    recharge: { url: endpoint.url, secret: SECRET, intervalMs: HOUR, timeoutMs: 5_000 },
    ...overrides,
  };
  const recharges = createAutoRecharge({ store: store(), clock, ids, logger: pino({ enabled: false }), payments });
  /** One charged settlement of the principal, and what it sent. */
  const charged = async (principalId: string) => {
    const before = endpoint.received.length;
    recharges.afterCharge(principalId);
    await recharges.close();
    return endpoint.received.slice(before).filter((r) => r.body.data.principalId === principalId);
  };
  return { recharges, charged, advance: (ms: number) => void (now += ms) };
}

/** A principal holding `credits` of AI credit, with recharge set as given. */
async function principal(credits: number, recharge: { enabled: boolean; thresholdUSD: number; sku?: string } | null) {
  const id = uniqueId('p');
  await store().createPrincipal({ id, now: NOW - DAY });
  if (credits > 0) {
    const lot = {
      id: `${uniqueId('inv')}/0/0`,
      scope: 'ai' as const,
      grantedMicroUSD: credits * CREDIT,
      spentMicroUSD: 0,
      grantedAt: NOW - DAY,
      expiresAt: NOW + 300 * DAY,
      source: 'credits-50',
    };
    await store().applyInvoice({
      eventId: uniqueId('evt'),
      principalId: id,
      source: 'operator',
      lots: [lot],
      plan: null,
      payload: '{}',
      receivedAt: NOW - DAY,
    });
  }
  if (recharge)
    await store().setRecharge(
      id,
      { enabled: recharge.enabled, thresholdMicroUSD: recharge.thresholdUSD * CREDIT, sku: recharge.sku ?? 'credits-50' },
      NOW - DAY,
    );
  return id;
}

describe('automatic recharge', () => {
  it('sends one signed request when a charge leaves the balance below the threshold, and records it', async () => {
    const { charged } = setup();
    const id = await principal(10, { enabled: true, thresholdUSD: 20 });
    const sent = await charged(id);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.signatureValid).toBe(true);
    expect(request?.idempotencyKey).toBe(request?.body.id);
    expect(request?.body).toMatchObject({
      type: 'recharge.requested',
      data: { principalId: id, sku: 'credits-50', priceId: 'price_c50', quantity: 1, thresholdMicroUSD: 20 * CREDIT, availableMicroUSD: 10 * CREDIT },
    });
    const [recorded] = await store().listRechargeRequests(id, 10);
    expect(recorded).toMatchObject({ id: request?.body.id, status: 'sent', httpStatus: 202, sku: 'credits-50', availableMicroUSD: 10 * CREDIT });
    // Asking is all it does: the balance is what it was until the paid-invoice webhook says otherwise.
    expect((await store().quotaSnapshot(id, '2025-01-15', NOW)).ai.grantedMicroUSD).toBe(10 * CREDIT);
  });

  it('asks at most once per interval, then again after it', async () => {
    const { charged, advance } = setup();
    const id = await principal(10, { enabled: true, thresholdUSD: 20 });
    expect(await charged(id)).toHaveLength(1);
    advance(HOUR - 1);
    expect(await charged(id)).toHaveLength(0);
    advance(1);
    expect(await charged(id)).toHaveLength(1);
    expect(await store().listRechargeRequests(id, 10)).toHaveLength(2);
  });

  it('asks once when many charges of one principal settle together', async () => {
    const { recharges } = setup();
    const id = await principal(10, { enabled: true, thresholdUSD: 20 });
    for (let i = 0; i < 6; i++) recharges.afterCharge(id);
    await recharges.close();
    expect(endpoint.received.filter((r) => r.body.data.principalId === id)).toHaveLength(1);
  });

  it('sends nothing while off, never set, above the threshold, or for a SKU no longer on sale', async () => {
    const { charged } = setup();
    expect(await charged(await principal(10, null))).toEqual([]);
    expect(await charged(await principal(10, { enabled: false, thresholdUSD: 20 }))).toEqual([]);
    expect(await charged(await principal(20, { enabled: true, thresholdUSD: 20 }))).toEqual([]);
    expect(await charged(await principal(10, { enabled: true, thresholdUSD: 20, sku: 'credits-100' }))).toEqual([]);
  });

  it('offers nothing without a recharge endpoint', async () => {
    const { charged } = setup({ recharge: null });
    const id = await principal(10, { enabled: true, thresholdUSD: 20 });
    expect(await charged(id)).toEqual([]);
    expect(await store().listRechargeRequests(id, 10)).toEqual([]);
  });

  it('records a refusal or an unreachable endpoint as failed, and waits the interval all the same', async () => {
    endpoint.answerWith(500);
    try {
      const { charged } = setup();
      const id = await principal(1, { enabled: true, thresholdUSD: 5 });
      expect(await charged(id)).toHaveLength(1);
      expect((await store().listRechargeRequests(id, 1))[0]).toMatchObject({ status: 'failed', httpStatus: 500 });
      expect(await charged(id)).toHaveLength(0);
    } finally {
      endpoint.answerWith(202);
    }
    const unreachable = setup({ recharge: { url: 'http://127.0.0.1:9/recharge', secret: SECRET, intervalMs: HOUR, timeoutMs: 2_000 } });
    const id = await principal(1, { enabled: true, thresholdUSD: 5 });
    await unreachable.charged(id);
    expect((await store().listRechargeRequests(id, 1))[0]).toMatchObject({ status: 'failed', httpStatus: null });
  });

  it('sees a principal turn recharge on at once in this process, and within the off-cache time elsewhere', async () => {
    const { recharges, charged, advance } = setup();
    const id = await principal(10, null);
    expect(await charged(id)).toEqual([]);
    await store().setRecharge(id, { enabled: true, thresholdMicroUSD: 20 * CREDIT, sku: 'credits-50' }, NOW);
    expect(await charged(id)).toEqual([]); // still remembered off
    advance(RECHARGE_OFF_CACHE_MS);
    expect(await charged(id)).toHaveLength(1);

    const other = await principal(10, null);
    expect(await charged(other)).toEqual([]);
    await store().setRecharge(other, { enabled: true, thresholdMicroUSD: 20 * CREDIT, sku: 'credits-50' }, NOW);
    recharges.settingChanged(other);
    expect(await charged(other)).toHaveLength(1);
  });
});
