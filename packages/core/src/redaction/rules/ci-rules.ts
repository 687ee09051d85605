import { prefixed, type SecretRule } from './secret-rule.js';

/** CI, infrastructure-as-code and secret-manager tokens (docs/redaction.md#kinds). */
export const CI_RULES: readonly SecretRule[] = [
  prefixed('buildkite-token', ['bkua_'], '[a-f0-9]{40}'),
  prefixed('circleci-token', ['CCIPAT_', 'CCIPRJ_'], '[A-Za-z0-9]{20,24}_[a-f0-9]{40}'),
  {
    kind: 'terraform-cloud-token',
    keywords: ['.atlasv1.'],
    regex: /(?:(?<![A-Za-z0-9])|(?<=\\[nrt]))[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,200}/g,
    tier: 1,
  },
  prefixed('doppler-token', ['dp.pt.', 'dp.st.', 'dp.sa.', 'dp.ct.', 'dp.scim.', 'dp.audit.'], '[A-Za-z0-9_.-]{40,64}'),
  prefixed('pulumi-access-token', ['pul-'], '[a-f0-9]{40}'),
  // Vault service, batch and recovery tokens (Vault 1.10+); legacy `s.` tokens are too plain.
  prefixed('vault-token', ['hvs.', 'hvb.', 'hvr.'], '[A-Za-z0-9_-]{24,400}', { urlsafe: true }),
  // 1Password service-account tokens, and account Secret Keys (A3-...).
  prefixed('onepassword-token', ['ops_eyJ'], '[A-Za-z0-9+/=_-]{100,2000}', { urlsafe: true }),
  prefixed('onepassword-token', ['A3-'], '[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}'),
];
