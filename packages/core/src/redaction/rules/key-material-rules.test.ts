import { KEY_MATERIAL_RULES } from './key-material-rules.js';
import { B62, describeRuleFamily, filler } from './rule-family.test-support.js';

const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const ppk = (lines: number) =>
  [`Private-Lines: ${lines}`, ...Array.from({ length: lines }, (_, i) => filler(64, `${B62}+/`, i)), `Private-MAC: ${filler(64, '0123456789abcdef')}`].join(
    '\n',
  );

describeRuleFamily('key material rules', KEY_MATERIAL_RULES, [
  {
    kind: 'age-secret-key',
    sample: 'AGE-SECRET-' + 'KEY-1' + filler(58, BECH32),
    nearMisses: ['AGE-SECRET-' + 'KEY-1' + filler(57, BECH32), 'AGE-SECRET-' + 'KEY-1' + filler(58, B62)],
  },
  { kind: 'private-key', sample: ppk(2), nearMisses: ['Private-Lines: 2\n(omitted)\nPrivate-MAC: none'] },
  { kind: 'secgate-token', sample: 'sgp_' + filler(38), nearMisses: ['sgp_' + filler(37), 'sgp_' + 'x'.repeat(38)] },
]);
