import { describe, expect, it } from 'vitest';
import { DAY, NOW, recordingStore, uniqueId, useTestStore } from '../test-store.test-support.js';
import { applyPaidInvoice } from './apply-paid-invoice.js';

const store = useTestStore();

/** A fresh buyer and event id per test: the tests share one store. */
async function setup() {
  const { store: recorded, calls } = recordingStore(store());
  const deps = { db: store(), store: recorded, calls, clock: { now: () => NOW } };
  const buyer = uniqueId('p_buyer');
  const eventId = uniqueId('evt');
  await deps.db.createPrincipal({ id: buyer, now: NOW - DAY });
  const event = (lines: unknown, principalId = buyer, id = eventId) => ({ id, type: 'invoice.paid', data: { principalId, lines } });
  const apply = (e: unknown) => applyPaidInvoice(deps, { event: e, payload: JSON.stringify(e), source: 'webhook' });
  const billing = () => deps.db.billingSnapshot(buyer, NOW);
  return { deps, buyer, eventId, event, apply, billing };
}

describe('applyPaidInvoice', () => {
  it('grants one lot per unit, and a plan with its storage and period', async () => {
    const { deps, eventId, event, apply, billing } = await setup();
    const result = await apply(
      event([
        { sku: 'plan-pro', quantity: 1 },
        { sku: 'credits-50', quantity: 2 },
      ]),
    );
    expect(result).toEqual({ ok: true, value: { received: true, applied: true } });
    const invoice = deps.calls.applyInvoice?.[0]?.[0];
    expect(invoice?.eventId).toBe(eventId);
    expect(invoice?.source).toBe('webhook');
    expect(invoice?.receivedAt).toBe(NOW);
    const { lots, plan } = await billing();
    expect(lots.map((lot) => [lot.id, lot.source, lot.grantedMicroUSD, lot.grantedAt])).toEqual([
      [`${eventId}/0/0`, 'plan-pro', 12_000_000, NOW],
      [`${eventId}/1/0`, 'credits-50', 51_000_000, NOW],
      [`${eventId}/1/1`, 'credits-50', 51_000_000, NOW],
    ]);
    expect(plan).toEqual({ id: 'pro', storageGiB: 20, expiresAt: Date.UTC(2025, 6, 5, 12, 0, 30) });
  });

  it('a top-up alone sets no plan', async () => {
    const { deps, event, apply, billing } = await setup();
    expect(await apply(event([{ sku: 'deposit-40', quantity: 1 }]))).toEqual({ ok: true, value: { received: true, applied: true } });
    expect(deps.calls.applyInvoice?.[0]?.[0].plan).toBeNull();
    const { lots, plan } = await billing();
    expect(lots.map((lot) => lot.source)).toEqual(['deposit-40']);
    expect(plan).toBeNull();
  });

  it('the same event id is applied once', async () => {
    const { event, apply, billing } = await setup();
    const e = event([{ sku: 'credits-100', quantity: 1 }]);
    expect((await apply(e)).ok && (await apply(e))).toEqual({ ok: true, value: { received: true, applied: false } });
    expect((await billing()).lots).toHaveLength(1);
  });

  it('unknown principal: 400 invalid-request unknown-reference, nothing granted', async () => {
    const { deps, event, apply } = await setup();
    const result = await apply(event([{ sku: 'credits-50', quantity: 1 }], 'p_nobody'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(result.error.body.error).toMatchObject({ code: 'invalid-request', field: 'data.principalId', reason: 'unknown-reference' });
    expect(deps.calls.applyInvoice).toBeUndefined();
  });

  it('unknown SKU or bad quantity refuses the whole invoice, naming the line', async () => {
    const { event, apply, billing } = await setup();
    const unknown = await apply(
      event([
        { sku: 'credits-50', quantity: 1 },
        { sku: 'gold-bar', quantity: 1 },
      ]),
    );
    expect(!unknown.ok && unknown.error.body.error).toMatchObject({ code: 'invalid-request', field: 'data.lines[1].sku', reason: 'unknown-reference' });
    const quantity = await apply(event([{ sku: 'credits-50', quantity: 101 }]));
    expect(!quantity.ok && quantity.error.body.error).toMatchObject({ field: 'data.lines[0].quantity', reason: 'out-of-range' });
    expect((await billing()).lots).toHaveLength(0);
  });

  it('validates the event shape', async () => {
    const { buyer, event, apply } = await setup();
    const cases: [unknown, Record<string, unknown>][] = [
      [null, { field: '', reason: 'wrong-type' }],
      [
        { type: 'invoice.paid', data: { principalId: buyer, lines: [{ sku: 'credits-50', quantity: 1 }] } },
        { field: 'id', reason: 'required' },
      ],
      [
        { id: 'e', type: 'invoice.paid', data: {} },
        { field: 'data.principalId', reason: 'required' },
      ],
      [
        { id: 'e', type: 'invoice.voided', data: { principalId: buyer, lines: [] } },
        { field: 'type', reason: 'not-an-allowed-value' },
      ],
      [event([]), { field: 'data.lines', reason: 'required' }],
      [event([{ sku: 'credits-50', quantity: '1' }]), { field: 'data.lines[0].quantity', reason: 'wrong-type' }],
      [event([{ sku: 'credits-50', quantity: 1.5 }]), { field: 'data.lines[0].quantity', reason: 'wrong-type' }],
      [event([{ quantity: 1 }]), { field: 'data.lines[0].sku', reason: 'required' }],
      // Ids are stored and looked up as PostgreSQL text, which cannot hold U+0000.
      [event([{ sku: 'credits-50', quantity: 1 }], buyer, 'evt\u0000'), { field: 'id', reason: 'wrong-type' }],
      [event([{ sku: 'credits-50', quantity: 1 }], `${buyer}\u0000`), { field: 'data.principalId', reason: 'wrong-type' }],
    ];
    for (const [e, expected] of cases) {
      const result = await apply(e);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.body.error).toMatchObject({ code: 'invalid-request', ...expected });
    }
  });
});
