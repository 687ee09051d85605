import { describe, expect, it } from 'vitest';
import { findSku, SKUS, type PlanId, type Sku } from './sku-catalog.js';

const M = 1_000_000;

describe('SKU catalog', () => {
  it('sells the four monthly plans with their credits and storage', () => {
    const plans: [string, PlanId, number, number, number][] = [
      ['plan-pro', 'pro', 20, 12, 20],
      ['plan-team', 'team', 150, 60, 50],
      ['plan-max', 'max', 100, 60, 100],
      ['plan-ultra', 'ultra', 200, 120, 250],
    ];
    for (const [id, plan, price, creditCount, storageGiB] of plans) {
      expect(findSku(id)).toMatchObject<Partial<Sku>>({
        id,
        kind: 'plan',
        plan,
        priceMicroUSD: price * M,
        scope: 'ai',
        grantMicroUSD: creditCount * M,
        bonusMicroUSD: 0,
        storageGiB,
        validityMonths: 1,
        billing: 'monthly',
      });
    }
  });

  it('sells the one-time top-ups, bonus included at purchase', () => {
    const topups: [string, 'ai' | 'storage', number, number, number][] = [
      ['topup-ai-25', 'ai', 25, 25, 0],
      ['topup-storage-25', 'storage', 25, 25, 0],
      ['credits-50', 'ai', 50, 51, 1], // +2%
      ['credits-100', 'ai', 100, 103, 3], // +3%
      ['credits-500', 'ai', 500, 525, 25], // +5%
      ['credits-1000', 'ai', 1_000, 1_100, 100], // +10%
    ];
    for (const [id, scope, price, creditCount, bonus] of topups) {
      expect(findSku(id)).toMatchObject<Partial<Sku>>({
        id,
        kind: 'topup',
        priceMicroUSD: price * M,
        scope,
        grantMicroUSD: creditCount * M,
        bonusMicroUSD: bonus * M,
        storageGiB: 0,
        validityMonths: 12,
        billing: 'one-time',
      });
      expect(findSku(id)?.plan).toBeUndefined();
    }
  });

  it('lists exactly the fixed SKUs, each found by its id', () => {
    expect(SKUS.map((s) => s.id)).toEqual([
      'plan-pro',
      'plan-team',
      'plan-max',
      'plan-ultra',
      'topup-ai-25',
      'topup-storage-25',
      'credits-50',
      'credits-100',
      'credits-500',
      'credits-1000',
    ]);
    for (const sku of SKUS) expect(findSku(sku.id)).toBe(sku);
  });

  it('sells a deposit of any whole number of dollars from 10 to 1,000, without bonus', () => {
    expect(findSku('deposit-10')).toEqual({
      id: 'deposit-10',
      kind: 'deposit',
      name: 'Deposit $10',
      priceMicroUSD: 10 * M,
      scope: 'ai',
      grantMicroUSD: 10 * M,
      bonusMicroUSD: 0,
      storageGiB: 0,
      validityMonths: 12,
      billing: 'one-time',
    });
    expect(findSku('deposit-1000')?.grantMicroUSD).toBe(1_000 * M);
    for (let dollars = 10; dollars <= 1_000; dollars++) expect(findSku(`deposit-${dollars}`)?.priceMicroUSD).toBe(dollars * M);
  });

  it('refuses deposits out of bounds or not written as canonical whole dollars', () => {
    for (const id of [
      'deposit-9',
      'deposit-0',
      'deposit-1001',
      'deposit-10.5',
      'deposit-010',
      'deposit-+10',
      'deposit--10',
      'deposit-1e3',
      'deposit-',
      'deposit- 10',
      'deposit-10 ',
      'Deposit-10',
      'deposit-10000',
    ]) {
      expect(findSku(id), id).toBeUndefined();
    }
  });

  it('finds nothing for unknown ids, prototype keys included', () => {
    for (const id of ['', 'plan-PRO', 'pro', 'credits-25', '__proto__', 'toString', 'constructor']) expect(findSku(id), id).toBeUndefined();
  });
});
