import { mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/** Data-platform and SaaS API tokens (docs/redaction.md#kinds). */
export const SAAS_RULES: readonly SecretRule[] = [
  prefixed('databricks-token', ['dapi'], '[a-f0-9]{32}(?:-[0-9])?'),
  prefixed('planetscale-token', ['pscale_tkn_', 'pscale_pw_', 'pscale_oauth_'], '[A-Za-z0-9_.=-]{32,64}', { urlsafe: true }),
  prefixed('supabase-token', ['sbp_'], '[a-f0-9]{40}'),
  prefixed('supabase-token', ['sb_secret_'], '[A-Za-z0-9_-]{31,64}', { urlsafe: true }),
  prefixed('linear-api-key', ['lin_api_'], '[A-Za-z0-9]{40}'),
  // `secret_` also starts ordinary identifiers (secret_key_base): exactly 43 random characters.
  prefixed('notion-token', ['secret_'], '[A-Za-z0-9]{43}', { accept: mixedAfter('secret_') }),
  prefixed('notion-token', ['ntn_'], '[A-Za-z0-9]{46}', { accept: mixedAfter('ntn_') }),
  prefixed('airtable-token', ['pat'], '[A-Za-z0-9]{14}\\.[a-f0-9]{64}'),
  prefixed('postman-api-key', ['PMAK-'], '[a-f0-9]{24}-[a-f0-9]{34}'),
];
