import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutLink } from './checkout-link.js';

describe('checkoutLink', () => {
  it('fills the principal, SKU, price id and amount in, URL-encoded', () => {
    const price = { priceId: 'price_1', checkoutUrl: 'https://buy.example/x?client_reference_id={principal}&sku={sku}&p={priceId}&usd={amountUSD}' };
    expect(checkoutLink(price, { principalId: 'a&b=c', skuId: 'deposit-25', amountUSD: 25 })).toBe(
      'https://buy.example/x?client_reference_id=a%26b%3Dc&sku=deposit-25&p=price_1&usd=25',
    );
    expect(checkoutLink(price, { principalId: 'p1', skuId: 'credits-50' })).toBe('https://buy.example/x?client_reference_id=p1&sku=credits-50&p=price_1&usd=');
  });

  it('leaves a URL without placeholders as it is', () => {
    const price = { priceId: 'price_1', checkoutUrl: 'https://buy.stripe.com/test_abc' };
    expect(checkoutLink(price, { principalId: 'p1', skuId: 'credits-50' })).toBe('https://buy.stripe.com/test_abc');
  });

  it('never lets a principal id change the link beyond its own query value', () => {
    const price = { priceId: 'price_1', checkoutUrl: 'https://buy.example/x?ref={principal}' };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (principalId) => {
        const link = new URL(checkoutLink(price, { principalId, skuId: 'credits-50' }));
        expect(link.origin).toBe('https://buy.example');
        expect(link.pathname).toBe('/x');
        expect([...link.searchParams.keys()]).toEqual(['ref']);
        expect(link.searchParams.get('ref')).toBe(principalId);
      }),
    );
  });
});
