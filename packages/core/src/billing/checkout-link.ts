import type { LivePrice } from './sellable-skus.js';

/** Who buys what: the values a checkout link carries to the payment processor. */
export interface CheckoutOrder {
  principalId: string;
  skuId: string;
  /** Whole dollars, for a deposit; absent for a fixed SKU. */
  amountUSD?: number;
}

const PLACEHOLDER = /\{(principal|sku|priceId|amountUSD)\}/g;

/**
 * The checkout link of one order: the price's checkout URL with `{principal}`, `{sku}`, `{priceId}`
 * and `{amountUSD}` replaced, each URL-encoded, so the processor's paid-invoice event can name the
 * principal and the SKU back (for Stripe Payment Links, `?client_reference_id={principal}`).
 * A placeholder without a value (`{amountUSD}` of a fixed SKU) becomes empty.
 *
 * @example
 * checkoutLink({ priceId: 'price_9', checkoutUrl: 'https://pay.example/d?ref={principal}&usd={amountUSD}' },
 *   { principalId: 'team a', skuId: 'deposit-25', amountUSD: 25 })
 * //=> 'https://pay.example/d?ref=team%20a&usd=25'
 */
export function checkoutLink(price: LivePrice, order: CheckoutOrder): string {
  const values: Record<string, string> = {
    principal: order.principalId,
    sku: order.skuId,
    priceId: price.priceId,
    amountUSD: order.amountUSD === undefined ? '' : String(order.amountUSD),
  };
  return price.checkoutUrl.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
