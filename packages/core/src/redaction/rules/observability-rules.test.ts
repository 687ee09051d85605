import { OBSERVABILITY_RULES } from './observability-rules.js';
import { B62, HEX, UPPER_ALNUM, describeRuleFamily, filler } from './rule-family.test-support.js';

describeRuleFamily('observability rules', OBSERVABILITY_RULES, [
  { kind: 'new-relic-key', sample: 'NRAK-' + filler(27, UPPER_ALNUM), nearMisses: ['NRAK-' + filler(10, UPPER_ALNUM)] },
  { kind: 'new-relic-key', sample: filler(36, HEX) + 'NRAL', nearMisses: [filler(35, HEX) + 'NRAL'] },
  { kind: 'sentry-token', sample: 'sntrys_eyJ' + filler(80, `${B62}_-`), nearMisses: ['sntrys_eyJ' + filler(20)] },
  { kind: 'sentry-token', sample: 'sntryu_' + filler(64, HEX), nearMisses: ['sntryu_' + filler(63, HEX)] },
  { kind: 'grafana-token', sample: 'glc_' + filler(60, `${B62}+/`) + '==', nearMisses: ['glc_' + filler(20)] },
  { kind: 'grafana-token', sample: 'glsa_' + filler(32) + '_' + filler(8, HEX), nearMisses: ['glsa_' + filler(32)] },
  {
    kind: 'dynatrace-token',
    sample: 'dt0c01.' + filler(24, UPPER_ALNUM) + '.' + filler(64, UPPER_ALNUM, 2),
    nearMisses: ['dt0c01.' + filler(24, UPPER_ALNUM)],
  },
]);
