import { SAAS_RULES } from './saas-rules.js';
import { B62, HEX, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;

describeRuleFamily('SaaS rules', SAAS_RULES, [
  { kind: 'databricks-token', sample: 'dapi' + filler(32, HEX), nearMisses: ['dapi' + filler(31, HEX), 'dapi_client'] },
  { kind: 'planetscale-token', sample: 'pscale_tkn_' + filler(43, URLSAFE), nearMisses: ['pscale_tkn_' + filler(20)] },
  { kind: 'supabase-token', sample: 'sbp_' + filler(40, HEX), nearMisses: ['sbp_' + filler(39, HEX)] },
  { kind: 'supabase-token', sample: 'sb_secret_' + filler(40, URLSAFE), nearMisses: ['sb_secret_' + filler(20)] },
  { kind: 'linear-api-key', sample: 'lin_api_' + filler(40), nearMisses: ['lin_api_' + filler(39)] },
  { kind: 'notion-token', sample: 'secret_' + filler(43), nearMisses: ['secret_key_base', 'secret_' + 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq'] },
  { kind: 'notion-token', sample: 'ntn_' + filler(46), nearMisses: ['ntn_' + filler(40)] },
  { kind: 'airtable-token', sample: 'pat' + filler(14) + '.' + filler(64, HEX), nearMisses: ['pat' + filler(14) + '.' + filler(30, HEX), 'pattern.matching'] },
  { kind: 'postman-api-key', sample: 'PMAK-' + filler(24, HEX) + '-' + filler(34, HEX, 2), nearMisses: ['PMAK-' + filler(24, HEX)] },
]);
