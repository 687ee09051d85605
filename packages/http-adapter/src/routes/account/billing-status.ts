import { balancesFor, includedStorageBytes } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';

/**
 * `GET /v1/billing/status` (bearer): `{status, plan, storageGiB, balances, storage}` (docs/api.md#account-routes).
 *
 * `status` is `connected` once a paid invoice has ever granted the principal anything (any lot,
 * live or expired, or a current plan), since only the payment processor's webhook (or the
 * operator's grant on the same path) can have put it there; `free` for a principal that has only
 * ever used the free tier. `plan` is the current plan id (`pro`) or null; `storageGiB` is that
 * plan's storage allowance, 0 without a plan. Balances count live lots only. `storage` is what the
 * principal stores (the latest hourly sample), what it stores free, and its latest metered day.
 */
export function billingStatusRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  signedIn(app, deps, 'bearer').get('/v1/billing/status', async (c) => {
    const principal = c.get('principal');
    const now = deps.clock.now();
    const [{ lots, holds, plan }, storage] = await Promise.all([deps.store.billingSnapshot(principal.id, now), deps.store.storageStatus(principal.id)]);
    return c.json({
      status: lots.length > 0 || plan !== null ? 'connected' : 'free',
      plan: plan?.id ?? null,
      storageGiB: plan?.storageGiB ?? 0,
      balances: balancesFor(lots, holds, now),
      storage: {
        storedBytes: storage.sample?.bytes ?? null,
        sampledAt: storage.sample ? new Date(storage.sample.hourStart).toISOString() : null,
        includedBytes: includedStorageBytes(plan ? [plan.storageGiB] : [], deps.config.freeStorageGiB),
        keepingHistory: storage.keepingHistory,
        lastMeteredDay: storage.lastDay,
      },
    });
  });
  return app;
}
