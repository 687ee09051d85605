import { describe, expect, it } from 'vitest';
import type { Store } from '../store.js';
import { CREDIT, T0, newPrincipal, uid } from './fixtures.test-support.js';

const HOUR = 3_600_000;
const ON = { enabled: true, thresholdMicroUSD: 10 * CREDIT, sku: 'credits-50' };

/** The billing page's reads and automatic recharge (docs/console.md#automatic-recharge), on every driver. */
export function rechargeContract(store: () => Store): void {
  const claim = (principalId: string, lastRequestedAt: number | null, now: number) =>
    store().claimRecharge({
      id: uid('rr'),
      principalId,
      sku: 'credits-50',
      thresholdMicroUSD: 10 * CREDIT,
      availableMicroUSD: 9 * CREDIT,
      now,
      lastRequestedAt,
    });

  describe('automatic recharge', () => {
    it('is off until set, and keeps its threshold and SKU when turned off', async () => {
      const principalId = await newPrincipal(store());
      expect(await store().getRechargeState(principalId)).toEqual({ enabled: false, thresholdMicroUSD: 0, sku: '', lastRequestedAt: null });
      expect(await store().getRechargeState(uid('p'))).toBeNull();
      expect(await store().setRecharge(uid('p'), ON, T0)).toBe(false);

      const before = await store().getPrincipal(principalId);
      expect(await store().setRecharge(principalId, ON, T0)).toBe(true);
      expect(await store().getRechargeState(principalId)).toEqual({ ...ON, lastRequestedAt: null });
      const after = await store().getPrincipal(principalId);
      // The principal's flag moves with it, and so does its version (cached admissions re-read it).
      expect(after?.autoRecharge).toBe(true);
      expect(after?.version).toBeGreaterThan(before?.version ?? Infinity);

      expect(await store().setRecharge(principalId, { ...ON, enabled: false }, T0 + 1)).toBe(true);
      expect(await store().getRechargeState(principalId)).toEqual({ ...ON, enabled: false, lastRequestedAt: null });
    });

    it('records one request per claimed state: a second claim on the same state, or while off, records nothing', async () => {
      const principalId = await newPrincipal(store());
      expect(await claim(principalId, null, T0)).toBe(false); // never set: off
      await store().setRecharge(principalId, ON, T0);
      expect(await claim(principalId, null, T0 + 1)).toBe(true);
      expect(await claim(principalId, null, T0 + 2)).toBe(false); // someone asked since
      expect((await store().getRechargeState(principalId))?.lastRequestedAt).toBe(T0 + 1);
      expect(await claim(principalId, T0 + 1, T0 + 1 + HOUR)).toBe(true);

      await store().setRecharge(principalId, { ...ON, enabled: false }, T0 + 2 * HOUR);
      expect(await claim(principalId, T0 + 1 + HOUR, T0 + 3 * HOUR)).toBe(false);
      expect(await store().listRechargeRequests(principalId, 10)).toHaveLength(2);
    });

    it('lets exactly one of many concurrent claims on the same state through', async () => {
      const principalId = await newPrincipal(store());
      await store().setRecharge(principalId, ON, T0);
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(principalId, null, T0 + i)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().listRechargeRequests(principalId, 10)).toHaveLength(1);
    });

    it('keeps each request with what the endpoint answered, newest first, per principal', async () => {
      const [a, b] = [await newPrincipal(store()), await newPrincipal(store())];
      await store().setRecharge(a, ON, T0);
      await store().setRecharge(b, ON, T0);
      const first = uid('rr');
      const second = uid('rr');
      const base = { principalId: a, sku: 'credits-50', thresholdMicroUSD: 10 * CREDIT, availableMicroUSD: 9 * CREDIT };
      expect(await store().claimRecharge({ ...base, id: first, now: T0 + 10, lastRequestedAt: null })).toBe(true);
      expect(await store().claimRecharge({ ...base, id: second, now: T0 + 20, lastRequestedAt: T0 + 10 })).toBe(true);
      await store().recordRechargeOutcome(first, { status: 'sent', httpStatus: 202, at: T0 + 11 });
      await store().recordRechargeOutcome(first, { status: 'failed', httpStatus: null, at: T0 + 12 }); // answered once
      await store().recordRechargeOutcome(second, { status: 'failed', httpStatus: null, at: T0 + 21 });
      const requests = await store().listRechargeRequests(a, 10);
      expect(requests.map((r) => [r.id, r.status, r.httpStatus, r.answeredAt])).toEqual([
        [second, 'failed', null, T0 + 21],
        [first, 'sent', 202, T0 + 11],
      ]);
      expect(requests[1]).toMatchObject({
        principalId: a,
        sku: 'credits-50',
        thresholdMicroUSD: 10 * CREDIT,
        availableMicroUSD: 9 * CREDIT,
        requestedAt: T0 + 10,
      });
      expect(await store().listRechargeRequests(b, 10)).toEqual([]);
      expect(await store().listRechargeRequests(a, 1)).toHaveLength(1);
    });
  });

  describe('receipts of a principal', () => {
    it('are listed newest first, only its own, up to the limit', async () => {
      const [a, b] = [await newPrincipal(store()), await newPrincipal(store())];
      const block = (principalId: string, now: number) =>
        store().recordGuardrailBlock({
          receiptId: uid('rcpt'),
          principalId,
          model: 'blue-1',
          guardrailVersion: 'v1',
          ruleIds: ['r1'],
          categories: ['c1'],
          stage: 'classifier',
          now,
        });
      await block(a, T0 + 1);
      await block(a, T0 + 3);
      await block(a, T0 + 2);
      await block(b, T0 + 4);
      const listed = await store().listReceipts(a, 10);
      expect(listed.map((r) => r.createdAt)).toEqual([T0 + 3, T0 + 2, T0 + 1]);
      expect(listed.every((r) => r.principalId === a && r.kind === 'guardrail-block' && r.chargedMicroUSD === 0)).toBe(true);
      expect(await store().listReceipts(a, 2)).toHaveLength(2);
    });
  });
}
