import { checkoutLink, type Balance, type LivePrice, type Lot, type Sku } from '@secgate/core';
import type { PrincipalRecord, Receipt, RechargeRequest, RechargeState, StorageStatus } from '@secgate/store';
import type { CatalogOnSale } from '../billing/catalog-on-sale.js';
import { BalancesSection, ReceiptsSection } from './billing-balances.js';
import { CatalogSection, describeSku } from './billing-catalog.js';
import { RechargeSection } from './billing-recharge.js';
import { StorageSection } from './billing-storage.js';
import { ConsoleLayout } from './console-layout.js';
import { formatUsd } from './format-usd.js';

export interface BillingPageProps {
  principal: PrincipalRecord;
  now: number;
  balances: readonly Balance[];
  lots: readonly Lot[];
  receipts: readonly Receipt[];
  onSale: CatalogOnSale;
  recharge: { intervalMs: number | null; state: RechargeState; requests: readonly RechargeRequest[] };
  /** What the principal stores, what is included today, and the latest metered day. */
  storage: { status: StorageStatus; includedBytes: number };
  /** Shown on top: a refused form, or the word after a return from checkout. */
  notice?: { text: string; alert: boolean };
}

/** Balances with their lots, storage and egress, recent receipts, what is for sale, and automatic recharge. */
export function BillingPage(props: BillingPageProps) {
  return (
    <ConsoleLayout title="Billing" principalId={props.principal.id}>
      {props.notice === undefined ? null : props.notice.alert ? (
        <p class="notice" role="alert">
          {props.notice.text}
        </p>
      ) : (
        <p class="notice" role="status">
          {props.notice.text}
        </p>
      )}
      <BalancesSection balances={props.balances} lots={props.lots} now={props.now} />
      <StorageSection storage={props.storage.status} includedBytes={props.storage.includedBytes} now={props.now} />
      <CatalogSection onSale={props.onSale} principalId={props.principal.id} />
      <RechargeSection onSale={props.onSale} {...props.recharge} now={props.now} />
      <ReceiptsSection receipts={props.receipts} now={props.now} />
    </ConsoleLayout>
  );
}

/** The deposit, reviewed before the person leaves for the processor's checkout page. */
export function DepositReviewPage({ principal, sku, price, processor }: { principal: PrincipalRecord; sku: Sku; price: LivePrice; processor: string | null }) {
  return (
    <ConsoleLayout title="Review deposit" principalId={principal.id}>
      <p>
        Deposit <strong>{formatUsd(sku.priceMicroUSD)}</strong>: {describeSku(sku)}. Checkout is hosted by {processor ?? 'the payment processor'}, in USD, tax
        excluded.
      </p>
      <p>
        <a
          class="button"
          href={checkoutLink(price, { principalId: principal.id, skuId: sku.id, amountUSD: sku.priceMicroUSD / 1_000_000 })}
          rel="noopener"
          autofocus
        >
          Continue to checkout
        </a>{' '}
        <a href="/console/billing">Change the amount</a>
      </p>
    </ConsoleLayout>
  );
}
