// Positives of the payment, messaging and e-mail families: Stripe, Square, Shopify, Braintree,
// Slack (tokens and webhook URLs), Discord, Telegram, Twilio, Microsoft Teams, SendGrid,
// Mailgun and Mailchimp. For a webhook URL the secret is its token segment.
import { ALNUM, DIGITS, HEX, LOWER_ALNUM, UPPER_ALNUM, URLSAFE, b64, body, sample, uuid, type PositiveSample } from './corpus-kit.test-support.js';

const slackBot = (label: string) => `xoxb-${body(`${label}/t`, 12, DIGITS)}-${body(`${label}/u`, 13, DIGITS)}-${body(`${label}/s`, 24, ALNUM)}`;
const slackHook = (label: string) => body(label, 24, ALNUM);
const discordHook = (label: string) => body(label, 68, URLSAFE);
const telegram = (label: string) => `${body(`${label}/id`, 10, DIGITS).replace(/^0/, '7')}:AA${body(label, 33, URLSAFE)}`;
const shopify = (prefix: string, label: string) => `${prefix}${body(label, 32, HEX)}`;

export const PAYMENT_POSITIVES: PositiveSample[] = [
  sample('stripe-key', `sk_live_${body('stripe/1', 99, ALNUM)}`, (s) => `import stripe\nstripe.api_key = "${s}"\nstripe.Charge.list(limit=3)`),
  sample('stripe-key', `rk_live_${body('stripe/2', 99, ALNUM)}`, (s) => `curl https://api.stripe.com/v1/charges -u ${s}: -d limit=3`),
  sample('stripe-key', `sk_live_${body('stripe/3', 24, ALNUM)}`, (s) => `STRIPE_SECRET_KEY=${s}`),
  sample('stripe-webhook-secret', `whsec_${body('stripe/wh1', 32, ALNUM)}`, (s) => `const event = stripe.webhooks.constructEvent(req.body, sig, '${s}');`),
  sample('stripe-webhook-secret', `whsec_${body('stripe/wh2', 32, ALNUM)}`, (s) => `STRIPE_WEBHOOK_SECRET=${s}\n`),
  sample(
    'square-token',
    `EAAA${body('square/1', 60, URLSAFE)}`,
    (s) => `curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-01-18' -H 'Authorization: Bearer ${s}'`,
  ),
  sample(
    'square-token',
    `sq0csp-${body('square/2', 43, URLSAFE)}`,
    (s) => `square:\n  application_id: sq0idp-${body('square/appid', 22, URLSAFE)}\n  application_secret: ${s}\n`,
  ),
  sample('square-token', `sq0atp-${body('square/3', 22, URLSAFE)}`, (s) => `SQUARE_ACCESS_TOKEN="${s}"`),
  sample(
    'shopify-token',
    shopify('shpat_', 'shop/1'),
    (s) => `curl -X GET "https://ir-merch.myshopify.com/admin/api/2024-01/orders.json" -H "X-Shopify-Access-Token: ${s}"`,
  ),
  sample('shopify-token', shopify('shpss_', 'shop/2'), (s) => `SHOPIFY_API_KEY=${body('shop/apikey', 32, HEX)}\nSHOPIFY_API_SECRET=${s}\n`),
  sample('shopify-token', shopify('shpca_', 'shop/3'), (s) => `session = shopify.Session("ir-merch.myshopify.com", "2024-01", "${s}")`),
  sample('shopify-token', shopify('shppa_', 'shop/4'), (s) => `[shopify]\nstore = "ir-merch"\npassword = "${s}"\n`),
  sample(
    'paypal-braintree-token',
    `access_token$production$${body('bt/1', 16, LOWER_ALNUM)}$${body('bt/1s', 32, HEX)}`,
    (s) => `gateway = braintree.BraintreeGateway(access_token="${s}")`,
  ),
  sample(
    'paypal-braintree-token',
    `access_token$production$${body('bt/2', 16, LOWER_ALNUM)}$${body('bt/2s', 32, HEX)}`,
    (s) => `BRAINTREE_ACCESS_TOKEN='${s}'`,
  ),
];

const teamsHex = body('teams/1', 32, HEX);
const teamsHex2 = body('teams/2', 32, HEX);

export const MESSAGING_POSITIVES: PositiveSample[] = [
  sample(
    'slack-token',
    slackBot('slack/1'),
    (s) => `from slack_sdk import WebClient\nclient = WebClient(token="${s}")\nclient.chat_postMessage(channel="#ir-alerts", text="triage done")`,
  ),
  sample(
    'slack-token',
    `xoxp-${body('slack/p1', 12, DIGITS)}-${body('slack/p2', 12, DIGITS)}-${body('slack/p3', 13, DIGITS)}-${body('slack/p4', 32, HEX)}`,
    (s) => `SLACK_USER_TOKEN=${s}`,
  ),
  sample(
    'slack-token',
    `xapp-1-A${body('slack/a1', 10, UPPER_ALNUM)}-${body('slack/a2', 13, DIGITS)}-${body('slack/a3', 64, HEX)}`,
    (s) => `slack:\n  app_token: ${s}\n  socket_mode: true\n`,
  ),
  sample(
    'slack-webhook-url',
    slackHook('slackhook/1'),
    (s) =>
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"New IOC batch"}' https://hooks.slack.com/services/T${body('slackhook/t1', 8, UPPER_ALNUM)}/B${body('slackhook/b1', 10, UPPER_ALNUM)}/${s}`,
  ),
  sample(
    'slack-webhook-url',
    slackHook('slackhook/2'),
    (s) =>
      `alertmanager:\n  receivers:\n    - name: soc\n      slack_configs:\n        - api_url: https://hooks.slack.com/services/T${body('slackhook/t2', 9, UPPER_ALNUM)}/B${body('slackhook/b2', 11, UPPER_ALNUM)}/${s}\n`,
  ),
  sample(
    'discord-webhook-url',
    discordHook('dchook/1'),
    (s) =>
      `WEBHOOK = "https://discord.com/api/webhooks/${body('dchook/id1', 19, DIGITS).replace(/^0/, '1')}/${s}"\nrequests.post(WEBHOOK, json={"content": "scan finished"})`,
  ),
  sample(
    'discord-webhook-url',
    discordHook('dchook/2'),
    (s) =>
      `Stealer config recovered from the sample posts loot to https://discordapp.com/api/webhooks/${body('dchook/id2', 18, DIGITS).replace(/^0/, '9')}/${s} every 60 seconds.`,
  ),
  sample(
    'discord-bot-token',
    `${b64('112233445566778899').replace(/=+$/, '')}.${body('dcbot/1', 6, URLSAFE)}.${body('dcbot/1s', 38, URLSAFE)}`,
    (s) => `client.run('${s}')`,
  ),
  sample(
    'discord-bot-token',
    `${b64('987654321098765432').replace(/=+$/, '')}.${body('dcbot/2', 6, URLSAFE)}.${body('dcbot/2s', 38, URLSAFE)}`,
    (s) => `DISCORD_BOT_TOKEN=${s}`,
  ),
  sample('telegram-bot-token', telegram('tg/1'), (s) => `curl "https://api.telegram.org/bot${s}/sendMessage?chat_id=-1001234567890&text=beacon"`),
  sample('telegram-bot-token', telegram('tg/2'), (s) => `bot = telebot.TeleBot("${s}")`),
  sample(
    'telegram-bot-token',
    telegram('tg/3'),
    (s) => `The Agent Tesla build exfiltrates via Telegram; the bot token in its config is ${s} and the chat id is 5123456789.`,
  ),
  sample(
    'twilio-api-key',
    `SK${body('twilio/1', 32, HEX)}`,
    (s) => `client = Client("${s}", "${body('twilio/1secret', 32, ALNUM)}", "AC${body('twilio/acct', 32, HEX)}")`,
  ),
  sample('twilio-api-key', `SK${body('twilio/2', 32, HEX)}`, (s) => `TWILIO_API_KEY=${s}\nTWILIO_API_SECRET=${body('twilio/2secret', 32, ALNUM)}\n`),
  sample(
    'microsoft-teams-webhook-url',
    teamsHex,
    (s) =>
      `$uri = "https://acme.webhook.office.com/webhookb2/${uuid('teams/g1')}@${uuid('teams/t1')}/IncomingWebhook/${s}/${uuid('teams/u1')}"\nInvoke-RestMethod -Method Post -Uri $uri -Body $payload`,
  ),
  sample(
    'microsoft-teams-webhook-url',
    teamsHex2,
    (s) =>
      `teams_webhook: https://acme.webhook.office.com/webhookb2/${uuid('teams/g2')}@${uuid('teams/t2')}/IncomingWebhook/${s}/${uuid('teams/u2')}/V2${body('teams/v2', 20, URLSAFE)}`,
  ),
];

export const EMAIL_POSITIVES: PositiveSample[] = [
  sample('sendgrid-api-key', `SG.${body('sg/1', 22, URLSAFE)}.${body('sg/1b', 43, URLSAFE)}`, (s) => `sg = SendGridAPIClient("${s}")`),
  sample(
    'sendgrid-api-key',
    `SG.${body('sg/2', 22, URLSAFE)}.${body('sg/2b', 43, URLSAFE)}`,
    (s) => `curl --request POST --url https://api.sendgrid.com/v3/mail/send --header "Authorization: Bearer ${s}" --header 'Content-Type: application/json'`,
  ),
  sample('sendgrid-api-key', `SG.${body('sg/3', 22, URLSAFE)}.${body('sg/3b', 43, URLSAFE)}`, (s) => `spring.sendgrid.api-key=${s}`),
  sample(
    'mailgun-api-key',
    `key-${body('mg/1', 32, HEX)}`,
    (s) => `curl -s --user 'api:${s}' https://api.mailgun.net/v3/mg.example.com/messages -F from='SOC <soc@mg.example.com>'`,
  ),
  sample(
    'mailgun-api-key',
    `${body('mg/2', 32, HEX)}-${body('mg/2b', 8, HEX)}-${body('mg/2c', 8, HEX)}`,
    (s) => `MAILGUN_API_KEY=${s}\nMAILGUN_DOMAIN=mg.example.com\n`,
  ),
  sample('mailchimp-api-key', `${body('mc/1', 32, HEX)}-us21`, (s) => `client.setConfig({ apiKey: "${s}", server: "us21" });`),
  sample('mailchimp-api-key', `${body('mc/2', 32, HEX)}-us6`, (s) => `MAILCHIMP_API_KEY=${s}`),
];
