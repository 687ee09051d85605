import { EMAIL_RULES } from './email-rules.js';
import { B62, HEX, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;

describeRuleFamily('e-mail provider rules', EMAIL_RULES, [
  { kind: 'sendgrid-api-key', sample: 'SG.' + filler(22, URLSAFE) + '.' + filler(43, URLSAFE, 2), nearMisses: ['SG.' + filler(22, URLSAFE), 'SG.example.com'] },
  // Mailgun keys are plain: only found when the text names Mailgun.
  { kind: 'mailgun-api-key', context: 'mailgun:', sample: 'key-' + filler(32, HEX), nearMisses: ['key-' + filler(32, HEX), 'mailgun: key-' + filler(31, HEX)] },
  { kind: 'mailchimp-api-key', sample: filler(32, HEX, 3) + '-us12', nearMisses: [filler(32, HEX, 3) + '-used', filler(31, HEX, 3) + '-us12'] },
]);
