import { PAYMENT_RULES } from './payment-rules.js';
import { B62, HEX, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;

describeRuleFamily('payment rules', PAYMENT_RULES, [
  { kind: 'stripe-key', sample: 'sk_live_' + filler(24), nearMisses: ['sk_live_' + filler(10), 'pk_live_' + filler(24), 'sk_test_abcdefghijklmnopqrstuvwx'] },
  { kind: 'stripe-webhook-secret', sample: 'whsec_' + filler(32), nearMisses: ['whsec_' + filler(20), 'whsec_abcdefghijklmnopqrstuvwxyzabcdef'] },
  { kind: 'square-token', sample: 'sq0atp-' + filler(22, URLSAFE), nearMisses: ['sq0atp-' + filler(10, URLSAFE)] },
  { kind: 'square-token', sample: 'sq0csp-' + filler(43, URLSAFE), nearMisses: ['sq0csp-' + filler(30, URLSAFE)] },
  { kind: 'square-token', sample: 'EAAA' + filler(60, URLSAFE), nearMisses: ['EAAA' + filler(50, URLSAFE)] },
  { kind: 'shopify-token', sample: 'shpat_' + filler(32, HEX), nearMisses: ['shpat_' + filler(31, HEX)] },
  {
    kind: 'paypal-braintree-token',
    sample: `access_token$production$${filler(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}$${filler(32, HEX)}`,
    nearMisses: ['access_token$production$<merchant>$<token>'],
  },
]);
