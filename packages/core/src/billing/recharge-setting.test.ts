import { describe, expect, it } from 'vitest';
import { readRechargeForm, rechargeableSkus } from './recharge-setting.js';
import { sellableSkus } from './sellable-skus.js';

const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://pay.example/${id}` });
const sellable = sellableSkus(new Map(['plan-pro', 'topup-storage-25', 'topup-ai-25', 'credits-100'].map((id) => [id, price(id)])));
const rechargeable = rechargeableSkus(sellable);

describe('automatic recharge settings', () => {
  it('recharges only with one-time SKUs that add AI credit', () => {
    expect(rechargeable.map(({ sku }) => sku.id)).toEqual(['topup-ai-25', 'credits-100']);
  });

  it('turns on with a whole-dollar threshold and a rechargeable SKU, kept in micro-USD', () => {
    const read = readRechargeForm({ enabled: true, thresholdUSD: '15', sku: 'credits-100' }, rechargeable);
    expect(read).toEqual({ ok: true, value: { enabled: true, thresholdMicroUSD: 15_000_000, sku: 'credits-100' } });
  });

  it('refuses to turn on without a threshold in range or with a SKU it cannot buy', () => {
    const refusal = (thresholdUSD: string, sku: string) => {
      const read = readRechargeForm({ enabled: true, thresholdUSD, sku }, rechargeable);
      return read.ok ? null : read.error.body.error;
    };
    expect(refusal('', 'credits-100')).toMatchObject({ field: 'thresholdUSD', reason: 'required' });
    expect(refusal('0', 'credits-100')).toMatchObject({ field: 'thresholdUSD', reason: 'out-of-range' });
    expect(refusal('1001', 'credits-100')).toMatchObject({ field: 'thresholdUSD', reason: 'out-of-range' });
    expect(refusal('2.5', 'credits-100')).toMatchObject({ field: 'thresholdUSD', reason: 'wrong-type' });
    expect(refusal('10', 'plan-pro')).toMatchObject({ field: 'sku', reason: 'not-an-allowed-value' });
    expect(refusal('10', 'topup-storage-25')).toMatchObject({ field: 'sku', reason: 'not-an-allowed-value' });
    expect(readRechargeForm({ enabled: true, thresholdUSD: '10', sku: 'credits-100' }, []).ok).toBe(false);
  });

  it('always turns off, keeping what was valid of the rest', () => {
    expect(readRechargeForm({ enabled: false, thresholdUSD: 'x', sku: 'plan-pro' }, rechargeable)).toEqual({
      ok: true,
      value: { enabled: false, thresholdMicroUSD: 0, sku: '' },
    });
    expect(readRechargeForm({ enabled: false, thresholdUSD: '20', sku: 'topup-ai-25' }, rechargeable)).toEqual({
      ok: true,
      value: { enabled: false, thresholdMicroUSD: 20_000_000, sku: 'topup-ai-25' },
    });
  });
});
