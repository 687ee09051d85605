import { PACKAGE_REGISTRY_RULES } from './package-registry-rules.js';
import { B62, HEX, describeRuleFamily, filler } from './rule-family.test-support.js';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

describeRuleFamily('package registry rules', PACKAGE_REGISTRY_RULES, [
  { kind: 'npm-token', sample: 'npm_' + filler(36), nearMisses: ['npm_config_cache_directory_for_tests', 'npm_' + filler(35)] },
  { kind: 'pypi-token', sample: 'pypi-AgEIcHlwaS5vcmc' + filler(70, `${B62}_-`), nearMisses: ['pypi-AgEIcHlwaS5vcmc' + filler(20)] },
  { kind: 'rubygems-api-key', sample: 'rubygems_' + filler(48, HEX), nearMisses: ['rubygems_' + filler(47, HEX)] },
  { kind: 'nuget-api-key', sample: 'oy2' + filler(43, LOWER_ALNUM), nearMisses: ['oy2' + 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq'] },
  { kind: 'docker-hub-token', sample: 'dckr_pat_' + filler(27, `${B62}_-`), nearMisses: ['dckr_pat_' + filler(20)] },
  { kind: 'crates-io-token', sample: 'cio' + filler(32), nearMisses: ['cio' + 'abcdefghijklmnopqrstuvwxyzabcdef', 'ciocio'] },
]);
