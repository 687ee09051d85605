import { answerBytes, balanceFor, egressChargeMicroUSD, storageChargeMicroUSD, utcDayOf } from '@secgate/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt, Store } from '../store.js';
import { CREDIT, DAY_MS, T0, createRunning, invoice, lot, newJob, newPrincipal, request, succeeded, uid } from './fixtures.test-support.js';

const HOUR_MS = 3_600_000;
const GiB = 2 ** 30;
// Each test meters days of its own, far from every other test's, so sampled hours never mix.
let nextDay = 0;
const freshDay = (span = 1): number => T0 + 1000 * DAY_MS + (nextDay += span + 1) * DAY_MS;
const ANSWER = 'Line 3 concatenates user input into SQL.';

/**
 * Storage and egress metering (docs/billing.md#storage-and-egress) on one driver: the hourly
 * sample, the daily charge from the storage balance (once per principal and day, however many
 * runs), the free and plan allowances, and what a balance that cannot pay does to history.
 */
export function describeMeteringContract(name: string, open: () => Promise<Store>): void {
  describe(`Storage metering: ${name}`, () => {
    let opened: Store | undefined;
    const store = (): Store => opened as Store;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    const meter = (day: number, freeStorageGiB = 0) =>
      store().meterStorageDay({ day: utcDayOf(day), now: day + DAY_MS + HOUR_MS, newId: () => uid('rcpt'), freeStorageGiB });

    /** A principal with `storageCredit` on its storage balance and one job answered at `at`; answers the job's request size. */
    async function principalWithJob(at: number, storageCredit: number, prompt = 'x'.repeat(10_000)): Promise<string> {
      const id = await newPrincipal(store());
      if (storageCredit > 0) {
        const storage = lot({ scope: 'storage', grantedMicroUSD: storageCredit, grantedAt: T0, expiresAt: T0 + 10 * 365 * DAY_MS, source: 'topup-storage-25' });
        expect(await store().applyInvoice(invoice(id, [storage]))).toBe('applied');
      }
      await answerJob(id, at, prompt);
      return id;
    }

    async function answerJob(principalId: string, at: number, prompt: string): Promise<void> {
      const job = await createRunning(
        store(),
        newJob(principalId, { now: at, request: request({ messages: [{ role: 'user', content: prompt }] }) }),
        'runner-a',
        at + 60_000,
      );
      await store().finishJob({ job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(0, { content: ANSWER }), now: at });
    }

    const storageBalance = async (principalId: string, now: number) => {
      const { lots, holds } = await store().billingSnapshot(principalId, now);
      return balanceFor(lots, holds, 'storage', now).availableMicroUSD;
    };
    const meteredReceipts = async (principalId: string): Promise<Receipt[]> =>
      (await store().listReceipts(principalId, 100)).filter((receipt) => receipt.scope === 'storage');

    it('samples what a principal stores, and a later sample of the hour replaces the earlier one', async () => {
      const day = freshDay();
      const id = await principalWithJob(day + HOUR_MS, 0);
      await store().sampleStorage(day + HOUR_MS, day + HOUR_MS);
      const first = (await store().storageStatus(id)).sample;
      expect(first?.hourStart).toBe(day + HOUR_MS);
      expect(first?.bytes).toBeGreaterThan(10_000); // the prompt alone is 10,000 bytes
      await answerJob(id, day + HOUR_MS + 1, 'y'.repeat(5_000));
      await Promise.all([store().sampleStorage(day + HOUR_MS, day + HOUR_MS + 2), store().sampleStorage(day + HOUR_MS, day + HOUR_MS + 3)]);
      const second = (await store().storageStatus(id)).sample;
      expect(second?.bytes).toBeGreaterThan((first?.bytes ?? 0) + 5_000);
    });

    it("charges a day's stored bytes and answers sent from the storage balance, as receipts, once however many runs", async () => {
      const day = freshDay();
      const id = await principalWithJob(day + HOUR_MS, 25 * CREDIT);
      await store().sampleStorage(day + 2 * HOUR_MS, day + 2 * HOUR_MS);
      const stored = (await store().storageStatus(id)).sample?.bytes ?? 0;

      const runs = await Promise.all([meter(day), meter(day), meter(day)]);
      expect(runs.reduce((sum, run) => sum + run.metered, 0)).toBeGreaterThanOrEqual(1);
      await meter(day);

      const receipts = await meteredReceipts(id);
      expect(receipts.map((receipt) => receipt.kind).sort()).toEqual(['egress', 'storage']);
      const storage = receipts.find((receipt) => receipt.kind === 'storage');
      const egress = receipts.find((receipt) => receipt.kind === 'egress');
      expect(storage?.metered).toEqual({ day: utcDayOf(day), bytes: stored, pricedMicroUSD: storageChargeMicroUSD({ bytes: stored, days: 1 }) });
      expect(egress?.metered).toEqual({ day: utcDayOf(day), bytes: answerBytes(ANSWER, []), pricedMicroUSD: egressChargeMicroUSD(answerBytes(ANSWER, [])) });
      expect(storage?.chargedMicroUSD).toBe(storage?.metered?.pricedMicroUSD);
      expect(storage?.model).toBeNull();
      const paid = (storage?.chargedMicroUSD ?? 0) + (egress?.chargedMicroUSD ?? 0);
      expect(await storageBalance(id, day + 2 * DAY_MS)).toBe(25 * CREDIT - paid);
      expect((await store().storageStatus(id)).lastDay).toMatchObject({ day: utcDayOf(day), storedBytes: stored, chargedMicroUSD: paid, pricedMicroUSD: paid });
    });

    it('charges nothing for storage within the free allowance or a plan, but still charges egress', async () => {
      const day = freshDay();
      const free = await principalWithJob(day + HOUR_MS, 25 * CREDIT);
      const planned = await principalWithJob(day + HOUR_MS, 25 * CREDIT);
      expect(await store().applyInvoice(invoice(planned, [], { plan: { id: 'pro', storageGiB: 20, expiresAt: day + 40 * DAY_MS }, receivedAt: day }))).toBe(
        'applied',
      );
      await store().sampleStorage(day + 2 * HOUR_MS, day + 2 * HOUR_MS);
      await meter(day, 1);
      for (const id of [free, planned]) {
        expect((await meteredReceipts(id)).map((receipt) => receipt.kind)).toEqual(['egress']);
      }
      expect((await store().storageStatus(planned)).lastDay?.includedBytes).toBe(20 * GiB);
      expect((await store().storageStatus(free)).lastDay?.includedBytes).toBe(GiB);
    });

    it('waives what an empty storage balance cannot pay, and then keeps jobs for the re-attach window only, until a day is paid', async () => {
      const day = freshDay(2);
      const broke = await principalWithJob(day + HOUR_MS, 0);
      const paying = await principalWithJob(day + HOUR_MS, 25 * CREDIT);
      await store().sampleStorage(day + 2 * HOUR_MS, day + 2 * HOUR_MS);
      await meter(day);
      const [storage] = (await meteredReceipts(broke)).filter((receipt) => receipt.kind === 'storage');
      expect(storage?.chargedMicroUSD).toBe(0);
      expect(storage?.metered?.pricedMicroUSD).toBeGreaterThan(0);
      expect((await store().storageStatus(broke)).keepingHistory).toBe(false);
      expect((await store().storageStatus(paying)).keepingHistory).toBe(true);

      // Both jobs ended more than a re-attach window ago and well within the history retention.
      await store().purgeEndedJobs({ historyBefore: day - 90 * DAY_MS, reattachBefore: day + DAY_MS + 2 * HOUR_MS });
      const kept = async (id: string) =>
        (await store().storageStatus(id)) && (await store().listReceipts(id, 10)).some((receipt) => receipt.kind === 'completion');
      expect(await kept(broke)).toBe(true); // receipts stay
      await store().sampleStorage(day + DAY_MS + 3 * HOUR_MS, day + DAY_MS + 3 * HOUR_MS);
      expect((await store().storageStatus(broke)).sample?.bytes).toBe(0);
      expect((await store().storageStatus(paying)).sample?.bytes).toBeGreaterThan(0);

      // A top-up, and a day with something to pay that is paid: history is kept again.
      expect(
        await store().applyInvoice(invoice(broke, [lot({ scope: 'storage', grantedMicroUSD: 25 * CREDIT, grantedAt: T0, expiresAt: T0 + 3650 * DAY_MS })])),
      ).toBe('applied');
      await answerJob(broke, day + DAY_MS + 4 * HOUR_MS, 'z'.repeat(2_000));
      await store().sampleStorage(day + DAY_MS + 5 * HOUR_MS, day + DAY_MS + 5 * HOUR_MS);
      await meter(day + DAY_MS);
      expect((await store().storageStatus(broke)).keepingHistory).toBe(true);
    });

    it('for any days, sizes and lots: never below zero, never a day charged twice, the allowance honoured', async () => {
      const days = fc.array(
        fc.record({
          offset: fc.nat({ max: 4 }),
          promptBytes: fc.nat({ max: 40_000 }),
          topUp: fc.constantFrom(0, 0, 100, 5_000, 25 * CREDIT),
          plan: fc.boolean(),
          runs: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 5 },
      );
      await fc.assert(
        fc.asyncProperty(days, async (steps) => {
          const base = freshDay(6);
          const id = await newPrincipal(store());
          // Whether a plan covered each day when it was first metered: later runs change nothing.
          const planned = new Set<string>();
          const coveredWhenMetered = new Map<string, boolean>();
          for (const step of steps) {
            const day = base + step.offset * DAY_MS;
            if (step.plan) planned.add(utcDayOf(day));
            if (!coveredWhenMetered.has(utcDayOf(day))) coveredWhenMetered.set(utcDayOf(day), planned.has(utcDayOf(day)));
            if (step.topUp > 0) {
              const credit = lot({ scope: 'storage', grantedMicroUSD: step.topUp, grantedAt: T0, expiresAt: T0 + 3650 * DAY_MS });
              await store().applyInvoice(invoice(id, [credit]));
            }
            if (step.plan) await store().applyInvoice(invoice(id, [], { plan: { id: 'pro', storageGiB: 20, expiresAt: day + DAY_MS }, receivedAt: day }));
            if (step.promptBytes > 0) await answerJob(id, day + HOUR_MS, 'p'.repeat(step.promptBytes));
            await store().sampleStorage(day + 2 * HOUR_MS, day + 2 * HOUR_MS);
            await Promise.all(Array.from({ length: step.runs }, () => meter(day)));
            expect(await storageBalance(id, day + 2 * DAY_MS)).toBeGreaterThanOrEqual(0);
          }
          const receipts = await meteredReceipts(id);
          const perDay = new Set(receipts.map((receipt) => `${receipt.kind}/${receipt.metered?.day}`));
          expect(perDay.size).toBe(receipts.length);
          for (const receipt of receipts) {
            expect(receipt.chargedMicroUSD).toBeGreaterThanOrEqual(0);
            expect(receipt.chargedMicroUSD).toBeLessThanOrEqual(receipt.metered?.pricedMicroUSD ?? 0);
            // 20 GiB covers everything a test stores.
            if (receipt.kind === 'storage') expect(coveredWhenMetered.get(receipt.metered?.day ?? '')).toBe(false);
          }
        }),
        { numRuns: 15 },
      );
    }, 120_000);
  });
}
