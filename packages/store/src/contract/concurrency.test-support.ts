import { randomUUID } from 'node:crypto';
import { balanceFor } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import type { CreateJobOutcome, Store } from '../store.js';
import {
  CREDIT,
  DAY0,
  DAY_MS,
  T0,
  aiAccount,
  createQueued,
  createRunning,
  grantCredit,
  invoice,
  lot,
  newJob,
  newPrincipal,
  paidJob,
  succeeded,
  uid,
} from './fixtures.test-support.js';

function kinds(outcomes: CreateJobOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.kind] = (counts[outcome.kind] ?? 0) + 1;
  return counts;
}

/**
 * The money invariants under real concurrency: on PostgreSQL these calls run on separate pooled
 * connections at the same time; on PGlite they interleave at every await.
 */
export function concurrencyContract(store: () => Store): void {
  describe('concurrency', () => {
    it('with a balance for exactly N holds, 10N concurrent requests create at most N paid jobs', async () => {
      const id = await newPrincipal(store());
      const n = 8;
      const hold = 125_000;
      await grantCredit(store(), id, n * hold);
      const outcomes = await Promise.all(Array.from({ length: 10 * n }, () => store().createJob(paidJob(id, hold))));
      const created = outcomes.filter((o) => o.kind === 'created').length;
      expect(created).toBeLessThanOrEqual(n);
      // Every refusal is the balance's: nothing else can fail these requests.
      expect(created + outcomes.filter((o) => o.kind === 'refused' && o.error.body.error.code === 'insufficient-balance').length).toBe(10 * n);
      // The money covered exactly N holds and refusals only come from a full balance.
      expect(created).toBe(n);
      const account = await aiAccount(store(), id);
      expect(account.availableMicroUSD).toBeGreaterThanOrEqual(0);
      expect(account).toMatchObject({ reservedMicroUSD: created * hold, availableMicroUSD: (n - created) * hold });
      expect((await store().billingSnapshot(id, T0)).holds).toHaveLength(created);
    });

    it('100 concurrent identical requests create one job and reserve once', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const jobId = randomUUID();
      // The balance covers one hold only: the others must still see the one job, not a refusal.
      const outcomes = await Promise.all(Array.from({ length: 100 }, () => store().createJob(paidJob(id, 600, { jobId, runId: randomUUID() }))));
      expect(kinds(outcomes)).toEqual({ created: 1, exists: 99 });
      const runIds = new Set(outcomes.map((o) => (o.kind === 'created' || o.kind === 'exists' ? o.job.runId : null)));
      expect(runIds.size).toBe(1);
      expect(await aiAccount(store(), id)).toMatchObject({ reservedMicroUSD: 600, availableMicroUSD: 400 });
      expect((await store().billingSnapshot(id, T0)).holds).toHaveLength(1);
    });

    it('concurrent identical free requests take one free request', async () => {
      const id = await newPrincipal(store());
      const jobId = randomUUID();
      const outcomes = await Promise.all(Array.from({ length: 30 }, () => store().createJob(newJob(id, { jobId, runId: randomUUID() }))));
      expect(kinds(outcomes)).toEqual({ created: 1, exists: 29 });
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(1);
    });

    it('with K free requests a day, concurrent requests get at most K', async () => {
      const id = await newPrincipal(store());
      const k = 5;
      const outcomes = await Promise.all(Array.from({ length: 40 }, () => store().createJob(newJob(id, { freeRequestsPerDay: k }))));
      expect(kinds(outcomes)).toEqual({ created: k, refused: 40 - k });
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(k);
    });

    it('5 concurrent deliveries of one invoice apply it once', async () => {
      const id = await newPrincipal(store());
      const paid = invoice(id, [lot({ grantedMicroUSD: 7 * CREDIT }), lot({ grantedMicroUSD: 3 * CREDIT })]);
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => store().applyInvoice(paid)));
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect((await aiAccount(store(), id)).grantedMicroUSD).toBe(10 * CREDIT);
    });

    it('concurrent claims and finishes of one job: one claim, one finish, one receipt', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = await createQueued(store(), paidJob(id, 500));
      const claims = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => store().claimJob(job, owner, T0 + 60_000, T0)));
      const winner = claims.find((claim) => claim !== null);
      expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
      const receiptIds = Array.from({ length: 6 }, () => uid('rcpt'));
      const finishes = await Promise.all(
        receiptIds.map((receiptId) => store().finishJob({ job: job, owner: winner?.leaseOwner ?? '', receiptId, outcome: succeeded(300), now: T0 })),
      );
      expect(finishes.filter((finished) => finished !== null)).toHaveLength(1);
      const receipts = await Promise.all(receiptIds.map((receiptId) => store().getReceipt(receiptId)));
      expect(receipts.filter((receipt) => receipt !== null)).toHaveLength(1);
      expect(await aiAccount(store(), id)).toMatchObject({ spentMicroUSD: 300, reservedMicroUSD: 0, availableMicroUSD: 700 });
    });

    it('holds, settlements and expiry racing each other never break granted - spent - reserved >= 0', async () => {
      const id = await newPrincipal(store());
      // Half the money expires in the middle of the race.
      await grantCredit(store(), id, 2000, T0 + 500);
      await grantCredit(store(), id, 2000, T0 + DAY_MS);
      const running = await Promise.all(Array.from({ length: 6 }, () => createRunning(store(), paidJob(id, 300))));
      const later = T0 + 1000;
      await Promise.all([
        ...running.map((job, i) => store().finishJob({ job: job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(100 * i), now: later })),
        ...Array.from({ length: 10 }, () => store().createJob(paidJob(id, 250, { now: later }))),
        store().expireLots(later),
        store().expireLots(later),
        store().quotaSnapshot(id, DAY0, later),
      ]);
      const account = await aiAccount(store(), id, later);
      expect(account.availableMicroUSD).toBeGreaterThanOrEqual(0);
      const billing = await store().billingSnapshot(id, later);
      expect(account.reservedMicroUSD).toBe(billing.holds.reduce((sum, hold) => sum + hold.amountMicroUSD, 0));
      // What admission sees is what core's pure model computes from the lots and holds.
      expect(account.availableMicroUSD).toBe(balanceFor(billing.lots, billing.holds, 'ai', later).availableMicroUSD);
      const spentTotal = billing.lots.reduce((sum, l) => sum + l.spentMicroUSD, 0);
      expect(spentTotal).toBe(0 + 100 + 200 + 300 + 300 + 300);
    });
  });
}
