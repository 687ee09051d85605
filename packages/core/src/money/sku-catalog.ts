import type { BalanceScope } from './lot.js';
import { MICRO_USD_PER_CREDIT, MICRO_USD_PER_USD } from './rates.js';

/** The plan ids shown as `plan` in the billing status. */
export type PlanId = 'pro' | 'team' | 'max' | 'ultra';

/** Something the billing page can sell. Amounts are per unit; a line's quantity multiplies them. */
export interface Sku {
  id: string;
  kind: 'plan' | 'topup' | 'deposit';
  name: string;
  /** Price in micro-USD, tax excluded. */
  priceMicroUSD: number;
  /** Which balance the credits go to. */
  scope: BalanceScope;
  /** Credits granted, bonus included (the bonus applies at purchase). */
  grantMicroUSD: number;
  /** The part of `grantMicroUSD` above the price. */
  bonusMicroUSD: number;
  /** Storage allowance that comes with a plan; 0 for top-ups. */
  storageGiB: number;
  /** How long the granted lot counts, from the purchase: one billing period for plans, 12 months for top-ups. */
  validityMonths: number;
  billing: 'monthly' | 'one-time';
  /** Present on plans only. */
  plan?: PlanId;
}

export const TOPUP_VALIDITY_MONTHS = 12;
export const PLAN_VALIDITY_MONTHS = 1;
/** A free-form deposit is whole dollars from DEPOSIT_MIN_USD to DEPOSIT_MAX_USD. */
export const DEPOSIT_MIN_USD = 10;
/** See DEPOSIT_MIN_USD. */
export const DEPOSIT_MAX_USD = 1_000;

const usd = (dollars: number): number => dollars * MICRO_USD_PER_USD;
const credits = (count: number): number => count * MICRO_USD_PER_CREDIT;

function plan(plan: PlanId, name: string, priceUSD: number, includedCredits: number, storageGiB: number): Sku {
  return {
    id: `plan-${plan}`,
    kind: 'plan',
    name,
    priceMicroUSD: usd(priceUSD),
    scope: 'ai',
    grantMicroUSD: credits(includedCredits),
    bonusMicroUSD: 0,
    storageGiB,
    validityMonths: PLAN_VALIDITY_MONTHS,
    billing: 'monthly',
    plan,
  };
}

function topup(id: string, name: string, scope: BalanceScope, priceUSD: number, grantedCredits: number): Sku {
  return {
    id,
    kind: 'topup',
    name,
    priceMicroUSD: usd(priceUSD),
    scope,
    grantMicroUSD: credits(grantedCredits),
    bonusMicroUSD: credits(grantedCredits) - usd(priceUSD),
    storageGiB: 0,
    validityMonths: TOPUP_VALIDITY_MONTHS,
    billing: 'one-time',
  };
}

/** The fixed SKUs, plans and top-ups (docs/architecture.md#money). Deposits are a family, see findSku. */
export const SKUS: readonly Sku[] = [
  plan('pro', 'Pro', 20, 12, 20),
  plan('team', 'Team', 150, 60, 50),
  plan('max', 'Max', 100, 60, 100),
  plan('ultra', 'Ultra', 200, 120, 250),
  topup('topup-ai-25', 'AI Credits', 'ai', 25, 25),
  topup('topup-storage-25', 'Storage Credits', 'storage', 25, 25),
  topup('credits-50', 'Credits 50', 'ai', 50, 51),
  topup('credits-100', 'Credits 100', 'ai', 100, 103),
  topup('credits-500', 'Credits 500', 'ai', 500, 525),
  topup('credits-1000', 'Credits 1000', 'ai', 1_000, 1_100),
];

// A Map, not an object: an id such as `__proto__` or `toString` must find nothing.
const BY_ID = new Map(SKUS.map((sku) => [sku.id, sku]));

// Canonical whole dollars only: no sign, no leading zero, no fraction, no exponent.
const DEPOSIT_ID = /^deposit-([1-9][0-9]{0,3})$/;

/**
 * The SKU with this id, or undefined. `deposit-<N>` is a free-form AI-credit deposit of N whole dollars,
 * N from 10 to 1,000, without bonus and valid 12 months like a top-up.
 */
export function findSku(id: string): Sku | undefined {
  const fixed = BY_ID.get(id);
  if (fixed) return fixed;
  const match = DEPOSIT_ID.exec(id);
  if (!match) return undefined;
  const dollars = Number(match[1]);
  if (dollars < DEPOSIT_MIN_USD || dollars > DEPOSIT_MAX_USD) return undefined;
  return { ...topup(id, `Deposit $${dollars}`, 'ai', dollars, dollars), kind: 'deposit' };
}
