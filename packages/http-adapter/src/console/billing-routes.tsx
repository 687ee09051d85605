import { balancesFor, includedStorageBytes, readDepositAmount, readRechargeForm, type ApiError } from '@secgate/core';
import type { Clock, Store } from '@secgate/store';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { AutoRecharge } from '../billing/auto-recharge.js';
import { catalogOnSale } from '../billing/catalog-on-sale.js';
import type { ServiceConfig } from '../config/service-config.js';
import type { SessionDeps } from '../session/resolve-session.js';
import { BillingPage, DepositReviewPage, type BillingPageProps } from './billing-page.js';
import { consoleFormLimit, requireConsoleSession, requireSameOriginForm } from './console-session.js';
import { readForm } from './read-form.js';

export interface BillingRoutesDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'billingSnapshot' | 'listReceipts' | 'getRechargeState' | 'setRecharge' | 'listRechargeRequests' | 'storageStatus'>;
  clock: Clock;
  config: SessionDeps['config'] & Pick<ServiceConfig, 'payments' | 'freeStorageGiB'>;
  recharges: Pick<AutoRecharge, 'settingChanged'>;
  logger: Logger;
}

const RECEIPTS_SHOWN = 20;
const RECHARGES_SHOWN = 10;

/**
 * The console's billing page (docs/console.md#billing): balances with their lots, storage and egress, recent receipts,
 * the SKUs with a live price (each a link to the processor's checkout), the deposit form, and
 * automatic recharge. Nothing here grants credit: only the paid-invoice webhook does, so returning
 * from checkout (`?checkout=done`) only says that the credit is on its way.
 */
export function billingRoutes(deps: BillingRoutesDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  const sameOrigin = requireSameOriginForm(deps);
  const formLimit = consoleFormLimit();
  const onSale = catalogOnSale(deps.config.payments);
  const processor = onSale.processor ?? 'the payment processor';

  const page = async (c: Context, notice?: BillingPageProps['notice'], status: 200 | 400 = 200) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const [{ lots, holds, plan }, receipts, state, requests, storage] = await Promise.all([
      deps.store.billingSnapshot(principal.id, now),
      deps.store.listReceipts(principal.id, RECEIPTS_SHOWN),
      deps.store.getRechargeState(principal.id),
      deps.store.listRechargeRequests(principal.id, RECHARGES_SHOWN),
      deps.store.storageStatus(principal.id),
    ]);
    const recharge = {
      intervalMs: deps.config.payments.recharge?.intervalMs ?? null,
      state: state ?? { enabled: false, thresholdMicroUSD: 0, sku: '', lastRequestedAt: null },
      requests,
    };
    const includedBytes = includedStorageBytes(plan ? [plan.storageGiB] : [], deps.config.freeStorageGiB);
    const props = { principal, now, balances: balancesFor(lots, holds, now), lots, receipts, onSale, recharge, storage: { status: storage, includedBytes } };
    return c.html(<BillingPage {...props} {...(notice ? { notice } : {})} />, status);
  };
  const refused = (c: Context, error: ApiError) => page(c, { text: error.body.error.message, alert: true }, 400);

  app.get('/console/billing', session, (c) =>
    page(
      c,
      c.req.query('checkout') === 'done' ? { text: `Thank you. Your credit appears here once ${processor} confirms the payment.`, alert: false } : undefined,
    ),
  );

  // A GET form: reviewing a deposit changes nothing, and the way to checkout is a link (the CSP
  // keeps form submissions, and their redirects, to this origin).
  app.get('/console/billing/deposit', session, async (c) => {
    if (onSale.deposit === null) return page(c, { text: 'Deposits are not sold here: no deposit price is configured.', alert: true }, 400);
    const read = readDepositAmount(c.req.query('amountUSD') ?? '');
    if (!read.ok) return refused(c, read.error);
    return c.html(<DepositReviewPage principal={c.get('principal')} sku={read.value} price={onSale.deposit} processor={onSale.processor} />);
  });

  app.post('/console/billing/recharge', sameOrigin, formLimit, session, async (c) => {
    const form = await readForm(c);
    const read = readRechargeForm(
      { enabled: form.get('enabled') === 'on', thresholdUSD: form.get('thresholdUSD') ?? '', sku: form.get('sku') ?? '' },
      onSale.rechargeable,
    );
    if (!read.ok) return refused(c, read.error);
    if (read.value.enabled && deps.config.payments.recharge === null) return page(c, { text: 'Automatic recharge is not available here.', alert: true }, 400);
    const principal = c.get('principal');
    await deps.store.setRecharge(principal.id, read.value, deps.clock.now());
    deps.recharges.settingChanged(principal.id);
    deps.logger.info({ principalId: principal.id, enabled: read.value.enabled, sku: read.value.sku }, 'automatic recharge set');
    return c.redirect('/console/billing#recharge', 303);
  });
  return app;
}
