import { decodeBase64 } from './base64.js';
import { prefixed, type SecretRule } from './secret-rule.js';

/**
 * Chat and messaging credentials (docs/redaction.md#kinds). A webhook URL is itself the
 * credential, so the whole URL is replaced; the marker still says whose webhook it was.
 */
export const MESSAGING_RULES: readonly SecretRule[] = [
  prefixed('slack-token', ['xoxa-', 'xoxb-', 'xoxe-', 'xoxo-', 'xoxp-', 'xoxr-', 'xoxs-'], '[A-Za-z0-9-]{10,255}', {
    // Real Slack tokens always hold numeric team/user ids; "xoxb-your-token-here" does not.
    accept: (secret) => /[0-9]/.test(secret.slice(5)),
  }),
  prefixed('slack-token', ['xapp-'], '[0-9]-[A-Z0-9]{8,16}-[0-9]{8,16}-[a-z0-9]{32,80}'),
  {
    kind: 'slack-webhook-url',
    keywords: ['hooks.slack.com'],
    regex: /(?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/+-]{20,160}/g,
    accept: (secret) => /[0-9]/.test(secret),
    tier: 1,
  },
  {
    kind: 'discord-webhook-url',
    keywords: ['/api/webhooks/'],
    regex: /(?:https?:\/\/)?(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/[0-9]{17,20}\/[A-Za-z0-9_-]{60,70}/g,
    tier: 1,
  },
  {
    kind: 'microsoft-teams-webhook-url',
    keywords: ['webhook.office.com'],
    regex: /https:\/\/[A-Za-z0-9.-]{1,80}\.webhook\.office\.com\/webhookb2\/[A-Za-z0-9@/_-]{40,400}/g,
    tier: 1,
  },
  // Bot id, a colon, then `AA` and 33 more: the shape alone is distinctive.
  {
    kind: 'telegram-bot-token',
    keywords: [':aa'],
    // Also right after `bot` in the Bot API's URLs: api.telegram.org/bot<token>/getMe.
    regex: /(?:(?<![A-Za-z0-9])|(?<=bot|\\[nrt]))[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
    tier: 1,
  },
  // A Discord bot token is base64(user id) . timestamp . HMAC: its first part decodes to digits.
  // No literal to look for, so the rule always runs; it only starts at M, N or O.
  {
    kind: 'discord-bot-token',
    keywords: [],
    regex: /[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_.-])/g,
    accept: (secret, match, text) =>
      !/[.]/.test(text[match.index - 1] ?? '') && /^[0-9]{17,20}$/.test(decodeBase64(secret.slice(0, secret.indexOf('.'))) ?? ''),
    boundary: 'urlsafe',
    tier: 1,
  },
  prefixed('twilio-api-key', ['SK'], '[0-9a-f]{32}'),
];
