import { findSku } from '@secgate/core';
import * as v from 'valibot';
import { isHttpUrl } from './is-http-url.js';

/*
 * The `payments` section of the configuration file (docs/console.md#payment-processor): live prices
 * by SKU, the deposit price, and the automatic-recharge endpoint. Secrets are named by environment
 * variable, never written in the file.
 */

const HOUR = 3_600_000;

const url = (what: string) =>
  v.pipe(v.string('must be a string'), v.maxLength(2048, 'must be at most 2048 characters'), v.check(isHttpUrl, `must be an http(s) URL ${what}`));

const priceSchema = v.strictObject(
  {
    priceId: v.pipe(v.string('must be a string'), v.regex(/^[\x21-\x7E]{1,255}$/, "must be the processor's price id (printable, no spaces)")),
    checkoutUrl: url('of the hosted checkout page'),
  },
  'must be {"priceId": "...", "checkoutUrl": "https://..."}',
);

/** A fixed catalog SKU (a deposit is priced by `payments.deposit`). */
const isFixedSku = (id: string): boolean => {
  const sku = findSku(id);
  return sku !== undefined && sku.kind !== 'deposit';
};

export const paymentsSchema = v.strictObject({
  processor: v.optional(
    v.nullable(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(64, 'must be at most 64 characters'))),
  ),
  prices: v.optional(
    v.record(
      v.pipe(v.string(), v.check(isFixedSku, 'must be a SKU id of the catalog, e.g. credits-100 or plan-pro')),
      priceSchema,
      'must map SKU ids to prices',
    ),
  ),
  deposit: v.optional(v.nullable(priceSchema)),
  recharge: v.optional(
    v.nullable(
      v.strictObject({
        url: url('that receives recharge requests'),
        secretEnv: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')),
        intervalMs: v.optional(
          v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(60_000, 'must be at least 60000 (one minute)')),
        ),
        timeoutMs: v.optional(
          v.pipe(
            v.number('must be a number'),
            v.integer('must be a whole number'),
            v.minValue(100, 'must be at least 100'),
            v.maxValue(60_000, 'must be at most 60000'),
          ),
        ),
      }),
    ),
  ),
});

/** One request per principal per hour at most, and ten seconds to answer one. */
export const RECHARGE_DEFAULTS = { intervalMs: HOUR, timeoutMs: 10_000 } as const;
