import { describe, expect, it } from 'vitest';
import { lotsForInvoice, lotsForPurchase } from './lots-for-purchase.js';

const M = 1_000_000;
const purchasedAt = Date.UTC(2025, 0, 31, 12);

describe('lotsForPurchase', () => {
  it('grants one top-up lot per unit, bonus included, valid 12 months', () => {
    expect(lotsForPurchase({ sku: 'credits-50', quantity: 2, purchasedAt, invoiceId: 'in_1', lineIndex: 3 })).toEqual({
      ok: true,
      value: {
        lots: [0, 1].map((unit) => ({
          id: `in_1/3/${unit}`,
          scope: 'ai',
          grantedMicroUSD: 51 * M,
          spentMicroUSD: 0,
          grantedAt: purchasedAt,
          expiresAt: Date.UTC(2026, 0, 31, 12),
          source: 'credits-50',
        })),
        storageGiB: 0,
        plan: null,
      },
    });
  });

  it('grants storage credits to the storage balance', () => {
    const granted = lotsForPurchase({ sku: 'topup-storage-25', quantity: 1, purchasedAt, invoiceId: 'in_2' });
    expect(granted.ok && granted.value.lots).toMatchObject([{ id: 'in_2/0/0', scope: 'storage', grantedMicroUSD: 25 * M }]);
  });

  it('grants a deposit as AI credit for 12 months', () => {
    const granted = lotsForPurchase({ sku: 'deposit-40', quantity: 1, purchasedAt, invoiceId: 'in_3' });
    expect(granted.ok && granted.value.lots).toMatchObject([{ scope: 'ai', grantedMicroUSD: 40 * M, expiresAt: Date.UTC(2026, 0, 31, 12) }]);
  });

  it('grants plan credits for one billing period, clamped at month end, with the storage allowance', () => {
    // Bought on 31 Jan: the period ends on 28 Feb, the last day February has.
    expect(lotsForPurchase({ sku: 'plan-pro', quantity: 1, purchasedAt, invoiceId: 'in_4' })).toEqual({
      ok: true,
      value: {
        lots: [
          {
            id: 'in_4/0/0',
            scope: 'ai',
            grantedMicroUSD: 12 * M,
            spentMicroUSD: 0,
            grantedAt: purchasedAt,
            expiresAt: Date.UTC(2025, 1, 28, 12),
            source: 'plan-pro',
          },
        ],
        storageGiB: 20,
        plan: 'pro',
      },
    });
    const twoUltra = lotsForPurchase({ sku: 'plan-ultra', quantity: 2, purchasedAt, invoiceId: 'in_5' });
    expect(twoUltra.ok && [twoUltra.value.lots.length, twoUltra.value.storageGiB]).toEqual([2, 500]);
  });

  it('derives the same lots from the same event, every time', () => {
    const purchase = { sku: 'credits-100', quantity: 3, purchasedAt, invoiceId: 'in_6', lineIndex: 1 };
    expect(lotsForPurchase(purchase)).toEqual(lotsForPurchase({ ...purchase }));
    const ids = lotsForPurchase(purchase);
    expect(ids.ok && ids.value.lots.map((l) => l.id)).toEqual(['in_6/1/0', 'in_6/1/1', 'in_6/1/2']);
  });

  it('refuses unknown SKUs, bad quantities, times and invoice ids, naming the field', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sku: 'deposit-9' }, 'sku', 'unknown-reference'],
      [{ sku: 'gift-card' }, 'sku', 'unknown-reference'],
      [{ quantity: 0 }, 'quantity', 'out-of-range'],
      [{ quantity: 1.5 }, 'quantity', 'out-of-range'],
      [{ quantity: 101 }, 'quantity', 'out-of-range'],
      [{ purchasedAt: 1.5 }, 'purchasedAt', 'invalid-timestamp'],
      [{ purchasedAt: Number.NaN }, 'purchasedAt', 'invalid-timestamp'],
      [{ invoiceId: '' }, 'invoiceId', 'required'],
      [{ lineIndex: -1 }, 'lineIndex', 'out-of-range'],
    ];
    for (const [change, field, reason] of cases) {
      const granted = lotsForPurchase({ sku: 'credits-50', quantity: 1, purchasedAt, invoiceId: 'in_7', ...change } as never);
      expect(granted.ok, field).toBe(false);
      if (!granted.ok) expect(granted.error.body.error).toMatchObject({ code: 'invalid-request', field, reason });
    }
  });
});

describe('lotsForInvoice', () => {
  it('grants every line, with the line index in each lot id', () => {
    const granted = lotsForInvoice({
      invoiceId: 'in_8',
      purchasedAt,
      lines: [
        { sku: 'plan-team', quantity: 1 },
        { sku: 'credits-50', quantity: 2 },
      ],
    });
    expect(granted.ok).toBe(true);
    if (granted.ok) {
      expect(granted.value.lots.map((l) => [l.id, l.grantedMicroUSD])).toEqual([
        ['in_8/0/0', 60 * M],
        ['in_8/1/0', 51 * M],
        ['in_8/1/1', 51 * M],
      ]);
      expect(granted.value.storageGiB).toBe(50);
      expect(granted.value.plan).toBe('team');
    }
  });

  it('refuses the whole invoice when one line is bad', () => {
    const granted = lotsForInvoice({
      invoiceId: 'in_9',
      purchasedAt,
      lines: [
        { sku: 'credits-50', quantity: 1 },
        { sku: 'deposit-1001', quantity: 1 },
      ],
    });
    expect(granted.ok).toBe(false);
    if (!granted.ok) expect(granted.error.body.error).toMatchObject({ code: 'invalid-request', field: 'lines[1].sku' });
  });

  it('grants nothing for an invoice without lines', () => {
    expect(lotsForInvoice({ invoiceId: 'in_10', purchasedAt, lines: [] })).toEqual({
      ok: true,
      value: { lots: [], storageGiB: 0, plan: null },
    });
  });
});
