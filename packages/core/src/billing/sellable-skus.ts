import { SKUS, type Sku } from '../money/sku-catalog.js';

/** A live price at the payment processor: the price id it bills and the hosted checkout page that sells it. */
export interface LivePrice {
  priceId: string;
  /**
   * The checkout page's URL. `{principal}`, `{sku}`, `{priceId}` and `{amountUSD}` in it are
   * replaced, URL-encoded, by checkoutLink.
   */
  checkoutUrl: string;
}

/** A SKU the billing page sells, with the live price that sells it. */
export interface SellableSku {
  sku: Sku;
  price: LivePrice;
}

/** A price counts only when both its id and its checkout page are given. */
export function isLivePrice(price: LivePrice | null | undefined): price is LivePrice {
  return !!price && price.priceId.trim() !== '' && price.checkoutUrl.trim() !== '';
}

/**
 * The fixed SKUs (plans and top-ups) that have a live price, in catalog order: the billing page
 * sells these and nothing else. A price configured for an id the catalog does not have sells nothing.
 *
 * @example
 * sellableSkus(new Map([['credits-100', { priceId: 'price_1', checkoutUrl: 'https://pay.example/c100' }]]))
 *   .map((s) => s.sku.id)
 * //=> ['credits-100']
 */
export function sellableSkus(prices: ReadonlyMap<string, LivePrice>): SellableSku[] {
  const sellable: SellableSku[] = [];
  for (const sku of SKUS) {
    const price = prices.get(sku.id);
    if (isLivePrice(price)) sellable.push({ sku, price });
  }
  return sellable;
}
