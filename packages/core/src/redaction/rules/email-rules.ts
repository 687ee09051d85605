import { prefixed, type SecretRule } from './secret-rule.js';

/** E-mail delivery providers (docs/redaction.md#kinds). */
export const EMAIL_RULES: readonly SecretRule[] = [
  prefixed('sendgrid-api-key', ['SG.'], '[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}', { urlsafe: true }),
  // `key-` + 32 hex is too plain to trust alone: only looked for when the text names Mailgun.
  {
    kind: 'mailgun-api-key',
    keywords: ['mailgun'],
    regex: /(?:(?<![A-Za-z0-9-])|(?<=\\[nrt]))(?:key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})(?![A-Za-z0-9-])/g,
    tier: 1,
  },
  // 32 hex, then the datacenter suffix `-us12`.
  {
    kind: 'mailchimp-api-key',
    keywords: ['-us'],
    regex: /(?:(?<![A-Za-z0-9])|(?<=\\[nrt]))[0-9a-f]{32}-us[0-9]{1,2}(?![A-Za-z0-9])/g,
    tier: 1,
  },
];
