import { balanceFor } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import type { Store } from '../store.js';
import {
  CREDIT,
  DAY0,
  DAY_MS,
  T0,
  aiAccount,
  createRunning,
  grantCredit,
  invoice,
  lot,
  newPrincipal,
  paidJob,
  succeeded,
  uid,
} from './fixtures.test-support.js';

export function moneyContract(store: () => Store): void {
  describe('invoices', () => {
    it('an event applies once however often it is delivered (5 times in a row)', async () => {
      const id = await newPrincipal(store());
      const paid = invoice(id, [lot({ grantedMicroUSD: 50 * CREDIT })]);
      const outcomes = [];
      for (let i = 0; i < 5; i++) outcomes.push(await store().applyInvoice(paid));
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect(await aiAccount(store(), id)).toMatchObject({ grantedMicroUSD: 50 * CREDIT, spentMicroUSD: 0, reservedMicroUSD: 0 });
      expect((await store().billingSnapshot(id, T0)).lots).toHaveLength(1);
    });

    it('credits each scope with its own lots and answers the lots and the current plan', async () => {
      const id = await newPrincipal(store());
      const event = uid('evt');
      const lots = [
        lot({ id: `${event}/0/0`, grantedMicroUSD: 12 * CREDIT, source: 'plan-pro', expiresAt: T0 + 31 * DAY_MS }),
        lot({ id: `${event}/1/0`, grantedMicroUSD: 25 * CREDIT, source: 'topup-ai-25' }),
        lot({ id: `${event}/2/0`, scope: 'storage', grantedMicroUSD: 25 * CREDIT, source: 'topup-storage-25' }),
      ];
      const plan = { id: 'pro', storageGiB: 20, expiresAt: T0 + 31 * DAY_MS };
      expect(await store().applyInvoice(invoice(id, lots, { eventId: event, plan }))).toBe('applied');

      expect(await aiAccount(store(), id)).toMatchObject({ grantedMicroUSD: 37 * CREDIT, availableMicroUSD: 37 * CREDIT });
      const billing = await store().billingSnapshot(id, T0);
      expect(billing.lots).toEqual(lots); // draw order: soonest expiry first
      expect(billing.holds).toEqual([]);
      expect(billing.plan).toEqual(plan);
      expect(balanceFor(billing.lots, billing.holds, 'storage', T0).availableMicroUSD).toBe(25 * CREDIT);
    });

    it('the plan is the latest unexpired one, answered without the plan- prefix', async () => {
      const id = await newPrincipal(store());
      const month = 31 * DAY_MS;
      await store().applyInvoice(invoice(id, [], { plan: { id: 'plan-max', storageGiB: 100, expiresAt: T0 + month }, receivedAt: T0 }));
      await store().applyInvoice(invoice(id, [], { plan: { id: 'pro', storageGiB: 20, expiresAt: T0 + DAY_MS + month }, receivedAt: T0 + DAY_MS }));
      expect((await store().billingSnapshot(id, T0 + 2 * DAY_MS)).plan).toEqual({ id: 'pro', storageGiB: 20, expiresAt: T0 + DAY_MS + month });
      expect((await store().billingSnapshot(id, T0 + 2 * month)).plan).toBeNull();
    });

    it('a lot id already granted is never granted twice, even under another event id', async () => {
      const id = await newPrincipal(store());
      const once = lot({ grantedMicroUSD: 5 * CREDIT });
      await store().applyInvoice(invoice(id, [once]));
      expect(await store().applyInvoice(invoice(id, [once]))).toBe('applied');
      expect((await aiAccount(store(), id)).grantedMicroUSD).toBe(5 * CREDIT);
    });

    it('a principal without invoices has nothing', async () => {
      const id = await newPrincipal(store());
      expect(await store().quotaSnapshot(id, DAY0, T0)).toEqual({
        freeRequestsUsedToday: 0,
        ai: { grantedMicroUSD: 0, spentMicroUSD: 0, reservedMicroUSD: 0 },
      });
      expect(await store().billingSnapshot(id, T0)).toEqual({ lots: [], holds: [], plan: null });
    });
  });

  describe('lot expiry', () => {
    it('an expired lot stops counting at its expiry, without waiting for a sweep', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 3 * CREDIT, T0 + DAY_MS);
      await grantCredit(store(), id, 5 * CREDIT, T0 + 10 * DAY_MS);
      expect((await aiAccount(store(), id, T0 + DAY_MS - 1)).availableMicroUSD).toBe(8 * CREDIT);
      expect(await aiAccount(store(), id, T0 + DAY_MS)).toMatchObject({ grantedMicroUSD: 5 * CREDIT, availableMicroUSD: 5 * CREDIT });
      // All expired: no paid credit is held any more (admission answers 429, not 402).
      expect(await aiAccount(store(), id, T0 + 10 * DAY_MS)).toMatchObject({ grantedMicroUSD: 0, spentMicroUSD: 0, availableMicroUSD: 0 });
      expect(await store().expireLots(T0 + 10 * DAY_MS)).toBeGreaterThanOrEqual(0);
      // Expired lots are still listed (live and expired), and no longer count.
      const billing = await store().billingSnapshot(id, T0 + 10 * DAY_MS);
      expect(billing.lots).toHaveLength(2);
      expect(balanceFor(billing.lots, billing.holds, 'ai', T0 + 10 * DAY_MS).grantedMicroUSD).toBe(0);
    });

    it('the sweep expires lots of every principal', async () => {
      const a = await newPrincipal(store());
      const b = await newPrincipal(store());
      await grantCredit(store(), a, 2 * CREDIT, T0 + DAY_MS);
      await grantCredit(store(), b, 2 * CREDIT, T0 + DAY_MS);
      expect(await store().expireLots(T0 + DAY_MS)).toBeGreaterThanOrEqual(2);
      expect(await store().expireLots(T0 + DAY_MS)).toBe(0);
      for (const id of [a, b]) expect((await aiAccount(store(), id, T0 + DAY_MS)).grantedMicroUSD).toBe(0);
    });

    it('an expiry never takes what a hold reserves: the call admitted while the lot was live still pays from it', async () => {
      const id = await newPrincipal(store());
      const early = await grantCredit(store(), id, 10, T0 + 1000);
      const late = await grantCredit(store(), id, 100, T0 + 10 * DAY_MS);
      // Hold 60 while both are live; then the early lot expires under the call.
      const job = await createRunning(store(), paidJob(id, 60));
      await store().expireLots(T0 + 1000);
      // available was 50: the whole remainder of the early lot (10) goes, nothing that is held.
      expect(await aiAccount(store(), id, T0 + 1000)).toMatchObject({ grantedMicroUSD: 100, reservedMicroUSD: 60, availableMicroUSD: 40 });

      const finished = await store().finishJob({ job: job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(30), now: T0 + 2000 });
      expect(finished?.chargedMicroUSD).toBe(30);
      const billing = await store().billingSnapshot(id, T0 + 2000);
      expect(billing.lots.find((l) => l.id === early.id)?.spentMicroUSD).toBe(0);
      expect(billing.lots.find((l) => l.id === late.id)?.spentMicroUSD).toBe(30);
      expect(await aiAccount(store(), id, T0 + 2000)).toMatchObject({ grantedMicroUSD: 100, spentMicroUSD: 30, reservedMicroUSD: 0, availableMicroUSD: 70 });
    });

    it('when holds reserve more than the live lots hold, the expired remainder waits for the holds to settle', async () => {
      const id = await newPrincipal(store());
      const early = await grantCredit(store(), id, 80, T0 + 1000);
      await grantCredit(store(), id, 20, T0 + 10 * DAY_MS);
      const job = await createRunning(store(), paidJob(id, 90));
      // available is 10: only 10 of the early lot's 80 can go; 70 stay for the hold.
      expect(await aiAccount(store(), id, T0 + 1000)).toMatchObject({ availableMicroUSD: 0, reservedMicroUSD: 90 });
      // The call spends 50 from the expired lot (it was admitted while that lot was live).
      await store().finishJob({ job: job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(50), now: T0 + 2000 });
      const after = await aiAccount(store(), id, T0 + 2000);
      // The early lot's last 20 expired as soon as the hold let go; the live lot is untouched.
      expect(after).toMatchObject({ grantedMicroUSD: 20, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: 20 });
      const billing = await store().billingSnapshot(id, T0 + 2000);
      expect(billing.lots.find((l) => l.id === early.id)?.spentMicroUSD).toBe(50);
      expect(balanceFor(billing.lots, billing.holds, 'ai', T0 + 2000).availableMicroUSD).toBe(20);
    });
  });
}
