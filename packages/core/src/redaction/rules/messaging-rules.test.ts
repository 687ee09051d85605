import { MESSAGING_RULES } from './messaging-rules.js';
import { B62, HEX, UPPER_ALNUM, describeRuleFamily, filler } from './rule-family.test-support.js';

const URLSAFE = `${B62}_-`;
const DIGITS = '0123456789';
const discordId = '1' + filler(17, DIGITS);

describeRuleFamily('messaging rules', MESSAGING_RULES, [
  {
    kind: 'slack-token',
    sample: `xoxb-${filler(12, DIGITS)}-${filler(13, DIGITS, 2)}-${filler(24)}`,
    nearMisses: ['xoxb-your-token-here', 'xoxb-not-a-token'],
  },
  {
    kind: 'slack-token',
    sample: `xapp-1-${filler(11, UPPER_ALNUM)}-${filler(13, DIGITS)}-${filler(64, HEX)}`,
    nearMisses: ['xapp-1-' + filler(11, UPPER_ALNUM)],
  },
  {
    kind: 'slack-webhook-url',
    sample: `https://hooks.slack.com/services/T${filler(10, UPPER_ALNUM)}/B${filler(10, UPPER_ALNUM, 2)}/${filler(24)}`,
    nearMisses: ['https://hooks.slack.com/services/T00/B00/abc', 'https://hooks.slack.com/services/TXXXXXXX/BXXXXXXX/XXXXXXXXXXXX'],
  },
  {
    kind: 'discord-webhook-url',
    sample: `https://discord.com/api/webhooks/${discordId}/${filler(68, URLSAFE)}`,
    nearMisses: [`https://discord.com/api/webhooks/${discordId}/{token}`],
  },
  {
    kind: 'microsoft-teams-webhook-url',
    sample: `https://acme.webhook.office.com/webhookb2/${filler(8, HEX)}-${filler(4, HEX)}@${filler(36, HEX, 3)}/IncomingWebhook/${filler(32, HEX, 4)}`,
    nearMisses: ['https://acme.webhook.office.com/webhookb2/<id>'],
  },
  {
    kind: 'telegram-bot-token',
    sample: `${filler(10, DIGITS)}:AA${filler(33, URLSAFE)}`,
    nearMisses: [`${filler(10, DIGITS)}:AA${filler(20, URLSAFE)}`, 'ratio 12345678:AAbc'],
  },
  {
    kind: 'discord-bot-token',
    sample: `${btoa(discordId).replace(/=+$/, '')}.${filler(6, URLSAFE)}.${filler(38, URLSAFE, 5)}`,
    nearMisses: [`${btoa('not-a-user-id-here').replace(/=+$/, '')}.${filler(6, URLSAFE)}.${filler(38, URLSAFE, 5)}`],
  },
  { kind: 'twilio-api-key', sample: 'SK' + filler(32, HEX), nearMisses: ['SK' + filler(31, HEX), 'SK' + filler(32, B62)] },
]);
