import { balanceFor } from '@secgate/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Store, StoredJob } from '../store.js';
import { DAY0, FAILED, T0, grantCredit, newPrincipal, paidJob, succeeded, uid } from './fixtures.test-support.js';

type Op =
  | { kind: 'grant'; amount: number; ttl: number }
  | { kind: 'hold'; amount: number }
  | { kind: 'settle'; pick: number; charge: number; fail: boolean }
  | { kind: 'advance'; ms: number }
  | { kind: 'sweep' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 0, max: 500 }), ttl: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({
    kind: fc.constant('settle' as const),
    pick: fc.nat(),
    charge: fc.integer({ min: 0, max: 400 }),
    fail: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 3000 }) }),
  fc.constant({ kind: 'sweep' as const }),
);

/**
 * A property over random sequences of grants, holds, settlements, time passing and sweeps: the
 * store's account row never goes negative, and what admission sees (quotaSnapshot) is exactly what
 * core's pure model (balanceFor over the lots and holds) computes, so expired money never counts.
 */
export function expiryPropertyContract(store: () => Store, numRuns: number): void {
  describe('money property', () => {
    it('grant / hold / settle / expire in any order keep the account equal to core balanceFor, never negative', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
          const id = await newPrincipal(store());
          let now = T0;
          let charged = 0;
          const outstanding: StoredJob[] = [];
          for (const step of ops) {
            switch (step.kind) {
              case 'grant':
                await grantCredit(store(), id, step.amount, now + step.ttl);
                break;
              case 'hold': {
                const outcome = await store().createJob(paidJob(id, step.amount, { now, lease: { owner: 'runner', until: now + 1e9 } }));
                if (outcome.kind === 'refused') {
                  // 429 when no paid credit is held at all (nothing available), else 402 with what is.
                  const refusal = outcome.error.body.error;
                  expect(refusal.code === 'free-quota-exhausted' ? 0 : (refusal.availableMicroUSD as number)).toBeLessThan(step.amount);
                  break;
                }
                if (outcome.kind !== 'created') throw new Error(`expected created, got ${outcome.kind}`);
                outstanding.push(outcome.job);
                break;
              }
              case 'settle': {
                if (outstanding.length === 0) break;
                const [job] = outstanding.splice(step.pick % outstanding.length, 1) as [StoredJob];
                const outcome = step.fail ? FAILED : succeeded(step.charge);
                const finished = await store().finishJob({ job: job, owner: 'runner', receiptId: uid('rcpt'), outcome, now });
                const spend = step.fail ? 0 : Math.min(step.charge, job.holdMicroUSD);
                expect(finished?.chargedMicroUSD ?? 0).toBe(spend);
                charged += spend;
                break;
              }
              case 'advance':
                now += step.ms;
                break;
              case 'sweep':
                await store().expireLots(now);
                break;
            }
            await checkInvariants(store(), id, now, outstanding, charged);
          }
        }),
        { numRuns },
      );
    });
  });
}

async function checkInvariants(store: Store, id: string, now: number, outstanding: StoredJob[], charged: number): Promise<void> {
  const { ai } = await store.quotaSnapshot(id, DAY0, now);
  const billing = await store.billingSnapshot(id, now);
  const available = ai.grantedMicroUSD - ai.spentMicroUSD - ai.reservedMicroUSD;
  expect(available).toBeGreaterThanOrEqual(0);
  const held = outstanding.reduce((sum, job) => sum + job.holdMicroUSD, 0);
  expect(ai.reservedMicroUSD).toBe(held);
  expect(billing.holds.reduce((sum, hold) => sum + hold.amountMicroUSD, 0)).toBe(held);

  const model = balanceFor(billing.lots, billing.holds, 'ai', now);
  expect(available).toBe(model.availableMicroUSD);
  if (outstanding.length === 0) {
    // No hold keeps an expired remainder alive: the account is exactly the live lots.
    expect(ai.grantedMicroUSD).toBe(model.grantedMicroUSD);
    expect(ai.spentMicroUSD).toBe(model.spentMicroUSD);
  }
  expect(billing.lots.reduce((sum, lot) => sum + lot.spentMicroUSD, 0)).toBe(charged);
  for (const lot of billing.lots) expect(lot.spentMicroUSD).toBeLessThanOrEqual(lot.grantedMicroUSD);
}
