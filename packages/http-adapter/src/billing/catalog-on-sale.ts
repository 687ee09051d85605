import { isLivePrice, rechargeableSkus, sellableSkus, type LivePrice, type SellableSku } from '@secgate/core';
import type { PaymentsConfig } from '../config/service-config.js';

/** What the configured payment processor sells, as the billing page and automatic recharge read it. */
export interface CatalogOnSale {
  processor: string | null;
  /** Plans and top-ups with a live price, in catalog order. */
  skus: SellableSku[];
  /** The one-time AI-credit SKUs among them, which automatic recharge may buy. */
  rechargeable: SellableSku[];
  /** The price of free-form deposits; null when deposits are not sold. */
  deposit: LivePrice | null;
}

/** Core's rules applied to the configuration once: the configuration does not change while the service runs. */
export function catalogOnSale(payments: PaymentsConfig): CatalogOnSale {
  const skus = sellableSkus(new Map(Object.entries(payments.prices)));
  return {
    processor: payments.processor,
    skus,
    rechargeable: rechargeableSkus(skus),
    deposit: isLivePrice(payments.deposit) ? payments.deposit : null,
  };
}
