import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './load-service-config.js';

const dir = mkdtempSync(join(tmpdir(), 'secgate-payments-config-'));

function load(file: unknown, env: Record<string, string> = {}) {
  const path = join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, typeof file === 'string' ? file : JSON.stringify(file));
  return loadServiceConfig({ file: path, env });
}

function refusal(file: unknown, env: Record<string, string> = {}): string {
  const loaded = load(file, env);
  return loaded.ok ? '(loaded)' : loaded.error.message;
}

const price = { priceId: 'price_1QabcLive', checkoutUrl: 'https://buy.stripe.com/c100?client_reference_id={principal}' };

describe('payments', () => {
  it('sell nothing, take no deposits and offer no automatic recharge by default', () => {
    const loaded = loadServiceConfig({ env: {} });
    expect(loaded.ok && loaded.value.payments).toEqual({ processor: null, prices: {}, deposit: null, recharge: null });
  });

  it('read live prices by SKU, the deposit price and the recharge endpoint with its secret from the named variable', () => {
    const loaded = load(
      {
        payments: {
          processor: 'Stripe',
          prices: { 'credits-100': price, 'plan-pro': { priceId: 'price_pro', checkoutUrl: 'https://buy.stripe.com/pro' } },
          deposit: { priceId: 'price_dep', checkoutUrl: 'https://billing.example/deposit?usd={amountUSD}&ref={principal}' },
          recharge: { url: 'https://billing.example/recharge', secretEnv: 'MY_RECHARGE_SECRET' },
        },
      },
      { MY_RECHARGE_SECRET: 'rk_secret' },
    );
    expect(loaded.ok && loaded.value.payments).toEqual({
      processor: 'Stripe',
      prices: { 'credits-100': price, 'plan-pro': { priceId: 'price_pro', checkoutUrl: 'https://buy.stripe.com/pro' } },
      deposit: { priceId: 'price_dep', checkoutUrl: 'https://billing.example/deposit?usd={amountUSD}&ref={principal}' },
      recharge: { url: 'https://billing.example/recharge', secret: 'rk_secret', intervalMs: 3_600_000, timeoutMs: 10_000 },
    });
  });

  it('refuse a price for a SKU the catalog does not have, naming the field', () => {
    expect(refusal({ payments: { prices: { 'credits-75': price } } })).toMatch(/'payments\.prices\.credits-75' must be a SKU id of the catalog/);
    expect(refusal({ payments: { prices: { 'deposit-50': price } } })).toMatch(/must be a SKU id of the catalog/);
    // JSON.parse makes "__proto__" an own key; valibot's record drops such keys, so it prices nothing.
    const proto = load(`{"payments": {"prices": {"__proto__": ${JSON.stringify(price)}}}}`);
    expect(proto.ok && Object.keys(proto.value.payments.prices)).toEqual([]);
    expect(proto.ok && Object.getPrototypeOf(proto.value.payments.prices)).toBe(Object.prototype);
  });

  it('refuse a price without an id or with a checkout page that is not an http(s) URL', () => {
    expect(refusal({ payments: { prices: { 'credits-100': { priceId: '', checkoutUrl: price.checkoutUrl } } } })).toMatch(/priceId/);
    expect(refusal({ payments: { prices: { 'credits-100': { priceId: 'p', checkoutUrl: 'javascript:alert(1)' } } } })).toMatch(
      /checkoutUrl' must be an http\(s\) URL/,
    );
  });

  it('refuse a recharge endpoint whose secret variable is not set, or that would ask more than once a minute', () => {
    const recharge = { url: 'https://billing.example/recharge', secretEnv: 'UNSET_RECHARGE_SECRET' };
    expect(refusal({ payments: { recharge } })).toMatch(
      /'payments\.recharge\.secretEnv' names the environment variable UNSET_RECHARGE_SECRET, which is not set/,
    );
    expect(refusal({ payments: { recharge: { ...recharge, intervalMs: 1_000 } } }, { UNSET_RECHARGE_SECRET: 'x' })).toMatch(
      /intervalMs' must be at least 60000/,
    );
  });

  it('load as docs/console.md shows them', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/console.md', import.meta.url)), 'utf8');
    const example = /```json\n(\{\n  "payments"[\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const loaded = load(example as string, { SECGATE_RECHARGE_SECRET: 'from-the-environment' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(Object.keys(loaded.value.payments.prices)).toEqual(['credits-100', 'topup-ai-25', 'plan-pro']);
    expect(loaded.value.payments.recharge).toMatchObject({ secret: 'from-the-environment', intervalMs: 3_600_000 });
  });
});
