import { CLOUD_RULES } from './cloud-rules.js';
import { B62, HEX, UPPER_ALNUM, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;

describeRuleFamily('cloud rules', CLOUD_RULES, [
  {
    kind: 'aws-access-key-id',
    sample: 'AKIA' + filler(16, UPPER_ALNUM),
    nearMisses: ['AKIA' + filler(15, UPPER_ALNUM), 'AKIAXXXXXXXXXXXXXXXX', 'AKIAIOSFODNN7EXAMPLE'.toLowerCase()],
  },
  { kind: 'google-api-key', sample: 'AIza' + filler(35, URLSAFE), nearMisses: ['AIza' + filler(30, URLSAFE)] },
  { kind: 'google-oauth-client-secret', sample: 'GOCSPX-' + filler(28, URLSAFE), nearMisses: ['GOCSPX-' + filler(20, URLSAFE), 'GOCSPX-<client-secret>'] },
  { kind: 'azure-ad-client-secret', sample: 'aB38Q~' + filler(34, `${B62}_~.-`, 9), nearMisses: ['aB38Q~short', 'the Q~ tilde'] },
  { kind: 'digitalocean-token', sample: 'dop_v1_' + filler(64, HEX), nearMisses: ['dop_v1_' + filler(63, HEX), 'dop_v1_' + filler(64, B62)] },
  { kind: 'alibaba-access-key-id', sample: 'LTAI' + filler(20), nearMisses: ['LTAIabcdefghijklmnop'] },
  { kind: 'heroku-api-key', sample: 'HRKU-AA' + filler(58, URLSAFE), nearMisses: ['HRKU-AA' + filler(40, URLSAFE)] },
]);
