import { checkoutLink, DEPOSIT_MAX_USD, DEPOSIT_MIN_USD, type SellableSku, type Sku } from '@secgate/core';
import type { CatalogOnSale } from '../billing/catalog-on-sale.js';
import { formatUsd } from './format-usd.js';
import { DataTable } from './data-table.js';

/** What one unit of a SKU gives, in a sentence. */
export function describeSku(sku: Sku): string {
  const credit = `${formatUsd(sku.grantMicroUSD)} of ${sku.scope === 'ai' ? 'AI' : 'storage'} credit`;
  if (sku.kind === 'plan') return `${credit} and ${sku.storageGiB} GiB of storage each month`;
  const bonus = sku.bonusMicroUSD > 0 ? ` (${formatUsd(sku.bonusMicroUSD)} bonus)` : '';
  return `${credit}${bonus}, valid ${sku.validityMonths} months`;
}

/**
 * The SKUs on sale, each with a link to the processor's hosted checkout (links, not forms: the
 * page's CSP keeps forms to this origin), and the deposit form. Nothing configured: nothing sold,
 * and the page says so.
 */
export function CatalogSection({ onSale, principalId }: { onSale: CatalogOnSale; principalId: string }) {
  const processor = onSale.processor ?? 'the payment processor';
  const nothing = onSale.skus.length === 0 && onSale.deposit === null;
  return (
    <section aria-labelledby="buy-heading">
      <h2 id="buy-heading">Buy credit</h2>
      {nothing ? (
        <p class="notice">
          Nothing is for sale here: no payment processor has a live price configured. Ask the operator to grant credit, or to configure the processor.
        </p>
      ) : (
        <p>
          Checkout is hosted by {processor}, in USD, tax excluded. Credit arrives once {processor} confirms the payment, not when you return from checkout.
        </p>
      )}
      {onSale.skus.length === 0 ? null : (
        <DataTable caption="Plans renew monthly; top-ups are one-time." columns={['Product', 'Price', 'You get', 'Checkout']} numeric={['Price']}>
          {onSale.skus.map((sellable) => (
            <SkuRow sellable={sellable} principalId={principalId} />
          ))}
        </DataTable>
      )}
      {onSale.deposit === null ? null : (
        <form method="get" action="/console/billing/deposit">
          <h3>
            <label for="deposit-amount">Deposit any amount</label>
          </h3>
          <p id="deposit-hint">
            Whole dollars from ${DEPOSIT_MIN_USD} to ${DEPOSIT_MAX_USD.toLocaleString('en-US')}, added to your AI credit and valid 12 months.
          </p>
          <input
            id="deposit-amount"
            name="amountUSD"
            type="number"
            min={DEPOSIT_MIN_USD}
            max={DEPOSIT_MAX_USD}
            step={1}
            inputmode="numeric"
            required
            aria-describedby="deposit-hint"
          />{' '}
          <button type="submit">Review deposit</button>
        </form>
      )}
    </section>
  );
}

function SkuRow({ sellable, principalId }: { sellable: SellableSku; principalId: string }) {
  const { sku, price } = sellable;
  return (
    <tr>
      <th scope="row">{sku.name}</th>
      <td class="num">
        {formatUsd(sku.priceMicroUSD)}
        {sku.billing === 'monthly' ? ' a month' : ''}
      </td>
      <td>{describeSku(sku)}</td>
      <td>
        <a class="button" href={checkoutLink(price, { principalId, skuId: sku.id })} rel="noopener" data-sku={sku.id} data-price-id={price.priceId}>
          Buy {sku.name}
        </a>
      </td>
    </tr>
  );
}
