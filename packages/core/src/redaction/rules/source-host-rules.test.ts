import { SOURCE_HOST_RULES } from './source-host-rules.js';
import { B62, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;

describeRuleFamily('source host rules', SOURCE_HOST_RULES, [
  { kind: 'github-token', sample: 'ghp_' + filler(36), nearMisses: ['ghp_' + filler(35), 'ghp_' + 'x'.repeat(36)] },
  { kind: 'github-token', sample: 'github_' + 'pat_' + filler(22) + '_' + filler(59, B62, 5), nearMisses: ['github_pat_<token>'] },
  { kind: 'gitlab-token', sample: 'glpat-' + filler(20, URLSAFE), nearMisses: ['glpat-' + filler(19, URLSAFE), 'glpat-your-token-here-please'] },
  { kind: 'bitbucket-app-password', sample: 'ATBB' + filler(32), nearMisses: ['ATBB' + filler(20)] },
  { kind: 'atlassian-api-token', sample: 'ATATT3' + filler(180, `${URLSAFE}=`), nearMisses: ['ATATT3' + filler(100)] },
]);
