import { mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/**
 * Payment-provider credentials (docs/redaction.md#kinds). Stripe test-mode keys are masked too:
 * they still authenticate to the account's test data. Publishable keys (`pk_`) are public.
 */
export const PAYMENT_RULES: readonly SecretRule[] = [
  prefixed('stripe-key', ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_'], '[A-Za-z0-9]{16,255}', { accept: mixedAfter('_') }),
  prefixed('stripe-webhook-secret', ['whsec_'], '[A-Za-z0-9]{32,64}', { accept: mixedAfter('whsec_') }),
  prefixed('square-token', ['sq0atp-'], '[A-Za-z0-9_-]{22}', { urlsafe: true }),
  prefixed('square-token', ['sq0csp-'], '[A-Za-z0-9_-]{43}', { urlsafe: true }),
  prefixed('square-token', ['EAAA'], '[A-Za-z0-9_-]{60}', { urlsafe: true, accept: mixedAfter('EAAA') }),
  prefixed('shopify-token', ['shpat_', 'shpca_', 'shppa_', 'shpss_'], '[a-fA-F0-9]{32}'),
  {
    kind: 'paypal-braintree-token',
    keywords: ['access_token$'],
    regex: /access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}/g,
    tier: 1,
  },
];
