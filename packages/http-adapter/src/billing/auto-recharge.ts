import { availableOf, decideRecharge, utcDayOf } from '@secgate/core';
import type { Clock, Ids, Store } from '@secgate/store';
import type { Logger } from 'pino';
import type { PaymentsConfig, RechargeEndpointConfig } from '../config/service-config.js';
import { errorName } from '../logging/error-name.js';
import { catalogOnSale } from './catalog-on-sale.js';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

/**
 * Automatic recharge (docs/console.md#automatic-recharge): after a settlement that spent money, a
 * principal whose recharge is on and whose available balance is now below its threshold gets one
 * signed recharge request sent to the processor's endpoint, at most once per interval, recorded
 * before it is sent. It only asks: credit still arrives through the paid-invoice webhook alone.
 */
export interface AutoRecharge {
  /** After a settlement that charged the principal; returns at once, the work runs beside. */
  afterCharge(principalId: string): void;
  /** The principal changed its setting in this process: read it afresh next time. */
  settingChanged(principalId: string): void;
  /** Waits for the requests under way. */
  close(): Promise<void>;
}

export interface AutoRechargeDeps {
  store: Store;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  payments: PaymentsConfig;
  /** How requests leave; the global fetch unless a test passes its own. */
  fetch?: typeof fetch;
}

/**
 * A principal found with recharge off is not read again for this long: most principals never turn
 * it on, and each paid settlement must not cost them a query. A change made in this process is seen
 * at once (settingChanged); one made in another process, within this time.
 */
export const RECHARGE_OFF_CACHE_MS = 30_000;
const OFF_CACHE_MAX = 10_000;

/** Without an endpoint the service offers no automatic recharge: nothing is read or sent. */
const NO_RECHARGE: AutoRecharge = { afterCharge: () => undefined, settingChanged: () => undefined, close: async () => undefined };

export function createAutoRecharge(deps: AutoRechargeDeps): AutoRecharge {
  return deps.payments.recharge ? rechargeAfterCharges(deps, deps.payments.recharge) : NO_RECHARGE;
}

function rechargeAfterCharges(deps: AutoRechargeDeps, endpoint: RechargeEndpointConfig): AutoRecharge {
  const { store, clock, logger, payments } = deps;
  const onSale = catalogOnSale(payments);
  const rechargeableSkuIds = onSale.rechargeable.map(({ sku }) => sku.id);
  const offUntil = new Map<string, number>();
  const underWay = new Set<Promise<void>>();

  async function check(principalId: string): Promise<void> {
    const now = clock.now();
    if ((offUntil.get(principalId) ?? 0) > now) return;
    const state = await store.getRechargeState(principalId);
    if (!state?.enabled) {
      if (offUntil.size >= OFF_CACHE_MAX) offUntil.clear();
      offUntil.set(principalId, now + RECHARGE_OFF_CACHE_MS);
      return;
    }
    const { ai } = await store.quotaSnapshot(principalId, utcDayOf(now), now);
    const decision = decideRecharge({
      setting: state,
      availableMicroUSD: availableOf(ai),
      lastRequestedAt: state.lastRequestedAt,
      now,
      intervalMs: endpoint.intervalMs,
      rechargeableSkuIds,
    });
    if (decision.kind !== 'request') return;
    const id = deps.ids.uuid();
    const claimed = await store.claimRecharge({
      id,
      principalId,
      sku: decision.sku,
      thresholdMicroUSD: decision.thresholdMicroUSD,
      availableMicroUSD: decision.availableMicroUSD,
      now,
      lastRequestedAt: state.lastRequestedAt,
    });
    if (!claimed) return; // another settlement (here or in another process) asked first
    const priceId = payments.prices[decision.sku]?.priceId ?? null;
    const body = JSON.stringify({
      id,
      type: 'recharge.requested',
      created: Math.floor(now / 1000),
      data: {
        principalId,
        sku: decision.sku,
        priceId,
        quantity: 1,
        thresholdMicroUSD: decision.thresholdMicroUSD,
        availableMicroUSD: decision.availableMicroUSD,
      },
    });
    const outcome = await send(body, id);
    await store.recordRechargeOutcome(id, { ...outcome, at: clock.now() });
    logger.info({ principalId, rechargeId: id, sku: decision.sku, status: outcome.status, httpStatus: outcome.httpStatus }, 'recharge requested');
  }

  async function send(body: string, id: string): Promise<{ status: 'sent' | 'failed'; httpStatus: number | null }> {
    try {
      const answer = await (deps.fetch ?? fetch)(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': id,
          [SIGNATURE_HEADER]: signWebhook({ rawBody: body, secret: endpoint.secret, timestampSeconds: Math.floor(clock.now() / 1000) }),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      await answer.body?.cancel();
      return { status: answer.ok ? 'sent' : 'failed', httpStatus: answer.status };
    } catch (error) {
      logger.warn({ rechargeId: id, err: errorName(error) }, 'recharge endpoint unreachable');
      return { status: 'failed', httpStatus: null };
    }
  }

  return {
    afterCharge(principalId) {
      const work = check(principalId)
        .catch((error: unknown) => logger.error({ principalId, err: errorName(error) }, 'automatic recharge failed'))
        .finally(() => underWay.delete(work));
      underWay.add(work);
    },
    settingChanged(principalId) {
      offUntil.delete(principalId);
    },
    async close() {
      await Promise.allSettled([...underWay]);
    },
  };
}
