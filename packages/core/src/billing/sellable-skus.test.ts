import { describe, expect, it } from 'vitest';
import { SKUS } from '../money/sku-catalog.js';
import { isLivePrice, sellableSkus } from './sellable-skus.js';

const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `https://pay.example/${id}` });

describe('sellableSkus', () => {
  it('sells nothing when no price is configured', () => {
    expect(sellableSkus(new Map())).toEqual([]);
  });

  it('sells exactly the catalog SKUs with a live price, in catalog order', () => {
    const prices = new Map([
      ['credits-500', price('c500')],
      ['plan-pro', price('pro')],
      ['credits-50', { priceId: '', checkoutUrl: 'https://pay.example/c50' }],
      ['credits-100', { priceId: 'price_c100', checkoutUrl: '  ' }],
      ['plan-enterprise', price('nope')],
      ['__proto__', price('proto')],
    ]);
    const sold = sellableSkus(prices);
    expect(sold.map(({ sku }) => sku.id)).toEqual(['plan-pro', 'credits-500']);
    expect(sold[1]?.price).toEqual(price('c500'));
    expect(sold.every(({ sku }) => SKUS.includes(sku))).toBe(true);
  });

  it('counts a price only with both a price id and a checkout page', () => {
    expect(isLivePrice(price('x'))).toBe(true);
    expect(isLivePrice({ priceId: 'price_x', checkoutUrl: '' })).toBe(false);
    expect(isLivePrice(null)).toBe(false);
  });
});
