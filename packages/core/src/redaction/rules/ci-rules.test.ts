import { CI_RULES } from './ci-rules.js';
import { B62, HEX, UPPER_ALNUM, describeRuleFamily, filler } from './rule-family.test-support.js';

const U = (n: number, seed: number) => filler(n, UPPER_ALNUM, seed);

describeRuleFamily('CI and secret-manager rules', CI_RULES, [
  { kind: 'buildkite-token', sample: 'bkua_' + filler(40, HEX), nearMisses: ['bkua_' + filler(39, HEX)] },
  { kind: 'circleci-token', sample: 'CCIPAT_' + filler(22) + '_' + filler(40, HEX, 2), nearMisses: ['CCIPAT_' + filler(22)] },
  { kind: 'terraform-cloud-token', sample: filler(14) + '.atlasv1.' + filler(67, `${B62}_-`, 3), nearMisses: [filler(14) + '.atlasv1.' + filler(20)] },
  { kind: 'doppler-token', sample: 'dp.pt.' + filler(43), nearMisses: ['dp.pt.' + filler(30), 'dp.pt.example'] },
  { kind: 'pulumi-access-token', sample: 'pul-' + filler(40, HEX), nearMisses: ['pul-' + filler(40, B62)] },
  { kind: 'vault-token', sample: 'hvs.' + filler(90, `${B62}_-`), nearMisses: ['hvs.short-token', 's.' + filler(24)] },
  { kind: 'onepassword-token', sample: 'ops_eyJ' + filler(120, `${B62}_-`), nearMisses: ['ops_eyJ' + filler(50)] },
  { kind: 'onepassword-token', sample: `A3-${U(6, 4)}-${U(11, 5)}-${U(5, 6)}-${U(5, 7)}-${U(5, 8)}`, nearMisses: ['A3-' + U(6, 4)] },
]);
