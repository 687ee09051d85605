import fc from 'fast-check';
import { SECRET_KINDS, type SecretKind } from './secret-kinds.js';

// Samples are assembled from parts at run time, so no complete secret-shaped literal sits in
// the repository for secret scanners to flag.
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const URLSAFE = `${BASE62}_-`;
const BASE64 = `${BASE62}+/`;
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

/** A deterministic, realistic-looking random part of `length` characters from `alphabet`. */
export function filler(length: number, alphabet = BASE62, seed = 7): string {
  // mulberry32: every bit is well mixed, so hex and short alphabets look random too.
  let a = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out += alphabet[((t ^ (t >>> 14)) >>> 0) % alphabet.length];
  }
  return out;
}

/** Base64 of ASCII text (every sample part is ASCII), padded; no Buffer, so this file compiles as pure code. */
function b64(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const group = [...text.slice(i, i + 3)].map((c) => c.charCodeAt(0));
    const bits = ((group[0] ?? 0) << 16) | ((group[1] ?? 0) << 8) | (group[2] ?? 0);
    for (let k = 0; k <= group.length; k++) out += BASE64[(bits >> (18 - 6 * k)) & 63];
  }
  return out.padEnd(Math.ceil(out.length / 4) * 4, '=');
}
/** Base64url of ASCII text, unpadded, as JWTs and Discord tokens carry it. */
const b64url = (text: string) => b64(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const uuid = (seed: number) => [8, 4, 4, 4, 12].map((n, i) => filler(n, HEX, seed + i)).join('-');

/** A sample as pasted into a prompt (`text`), and the part of it that must disappear (`secret`). */
export interface SecretSample {
  text: string;
  secret: string;
}

const bare = (secret: string): SecretSample => ({ text: secret, secret });
const inContext = (before: string, secret: string, after = ''): SecretSample => ({ text: before + secret + after, secret });

/** One sample per kind, built from a seed, in the shapes the providers issue. */
export function sampleOf(kind: SecretKind, seed: number): SecretSample {
  const f = (length: number, alphabet = BASE62, offset = 0) => filler(length, alphabet, seed * 31 + offset);
  switch (kind) {
    case 'private-key': {
      const body = [f(64, BASE64, 1), f(64, BASE64, 2), `${f(20, BASE62, 3)}==`].join('\n');
      return bare(['-----BEGIN RSA PRIVATE', ' KEY-----\n', body, '\n-----END RSA PRIVATE', ' KEY-----'].join(''));
    }
    case 'age-secret-key':
      return bare('AGE-SECRET-' + 'KEY-1' + f(58, BECH32));
    case 'aws-access-key-id':
      return bare('AKIA' + f(16, UPPER_ALNUM));
    case 'aws-secret-access-key':
      return inContext('aws_secret_access_key = ', f(40, BASE64));
    case 'aws-session-token':
      return inContext('AWS_SESSION_TOKEN=', 'IQoJb3JpZ2luX2VjE' + f(180, BASE64));
    case 'google-api-key':
      return bare('AIza' + f(35, URLSAFE));
    case 'google-oauth-client-secret':
      return bare('GOCSPX-' + f(28, URLSAFE));
    case 'azure-storage-key':
      return inContext('DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=', f(86, BASE64) + '==', ';EndpointSuffix=core.windows.net');
    case 'azure-shared-access-key':
      return inContext('Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=', f(43, BASE64) + '=');
    case 'azure-sas-token':
      return inContext(
        'https://acme.blob.core.windows.net/c/f.txt?sv=2022-11-02&sr=b&sp=r&sig=',
        f(43, BASE64).replace(/\+/g, '%2B').replace(/\//g, '%2F') + '%3D',
      );
    case 'azure-ad-client-secret':
      return bare(f(3, BASE62) + f(1, DIGITS, 1) + 'Q~' + f(34, `${BASE62}_.`, 2));
    case 'digitalocean-token':
      return bare('dop_' + 'v1_' + f(64, HEX));
    case 'alibaba-access-key-id':
      return bare('LTAI' + f(20, BASE62));
    case 'heroku-api-key':
      return bare('HRKU-' + 'AA' + f(58, URLSAFE));
    case 'cloudflare-api-token':
      return inContext('CLOUDFLARE_API_TOKEN=', f(40, URLSAFE));
    case 'github-token':
      return bare('ghp_' + f(36));
    case 'gitlab-token':
      return bare('glpat-' + f(20, URLSAFE));
    case 'bitbucket-app-password':
      return bare('ATBB' + f(32));
    case 'atlassian-api-token':
      return bare('ATATT3' + f(186, URLSAFE));
    case 'npm-token':
      return bare('npm_' + f(36));
    case 'pypi-token':
      return bare('pypi-' + 'AgEIcHlwaS5vcmc' + f(70, URLSAFE));
    case 'rubygems-api-key':
      return bare('rubygems_' + f(48, HEX));
    case 'nuget-api-key':
      return bare('oy2' + f(43, LOWER_ALNUM));
    case 'docker-hub-token':
      return bare('dckr_' + 'pat_' + f(27, URLSAFE));
    case 'crates-io-token':
      return bare('cio' + f(32));
    case 'stripe-key':
      return bare('sk_' + 'live_' + f(24));
    case 'stripe-webhook-secret':
      return bare('whsec_' + f(32));
    case 'square-token':
      return bare('sq0atp-' + f(22, URLSAFE));
    case 'shopify-token':
      return bare('shpat_' + f(32, HEX));
    case 'paypal-braintree-token':
      return bare('access_token$production$' + f(16, LOWER_ALNUM) + '$' + f(32, HEX, 1));
    case 'slack-token':
      return bare('xoxb-' + '2' + f(11, DIGITS) + '-' + f(13, DIGITS, 1) + '-' + f(24, BASE62, 2));
    case 'slack-webhook-url':
      return bare('https://hooks.slack.com/services/T' + f(8, UPPER_ALNUM) + '/B' + f(8, UPPER_ALNUM, 1) + '/' + f(24, BASE62, 2));
    case 'discord-webhook-url':
      return bare('https://discord.com/api/webhooks/1' + f(17, DIGITS) + '/' + f(68, URLSAFE, 1));
    case 'discord-bot-token':
      // The first part is the bot's user id (a snowflake) in base64.
      return inContext('DISCORD_BOT_TOKEN=', b64url('1' + f(17, DIGITS)) + '.' + f(6, URLSAFE, 1) + '.' + f(27, URLSAFE, 2));
    case 'telegram-bot-token':
      return bare('1' + f(9, DIGITS) + ':AA' + f(33, URLSAFE, 1));
    case 'twilio-api-key':
      return bare('SK' + f(32, HEX));
    case 'microsoft-teams-webhook-url':
      return bare(`https://acme.webhook.office.com/webhookb2/${uuid(seed)}@${uuid(seed + 9)}/IncomingWebhook/${f(32, HEX)}/${uuid(seed + 5)}`);
    case 'sendgrid-api-key':
      return bare('SG.' + f(22, URLSAFE) + '.' + f(43, URLSAFE, 1));
    case 'mailgun-api-key':
      return inContext('MAILGUN_API_KEY=', 'key-' + f(32, HEX));
    case 'mailchimp-api-key':
      return bare(f(32, HEX) + '-us6');
    case 'openai-key':
      return bare('sk-' + 'proj-' + f(120, URLSAFE));
    case 'anthropic-key':
      return bare('sk-ant-' + 'api03-' + f(93, URLSAFE) + 'AA');
    case 'huggingface-token':
      return bare('hf_' + f(34, LETTERS));
    case 'groq-api-key':
      return bare('gsk_' + f(52));
    case 'replicate-api-token':
      return bare('r8_' + f(37));
    case 'perplexity-api-key':
      return bare('pplx-' + f(48));
    case 'xai-api-key':
      return bare('xai-' + f(80));
    case 'new-relic-key':
      return bare('NRAK-' + f(27, UPPER_ALNUM));
    case 'sentry-token':
      return bare('sntryu_' + f(64, HEX));
    case 'grafana-token':
      return bare('glsa_' + f(32) + '_' + f(8, HEX, 1));
    case 'datadog-api-key':
      return inContext('DD_API_KEY=', f(32, HEX));
    case 'dynatrace-token':
      return bare('dt0c01.' + f(24, UPPER_ALNUM) + '.' + f(64, UPPER_ALNUM, 1));
    case 'buildkite-token':
      return bare('bkua_' + f(40, HEX));
    case 'circleci-token':
      return bare('CCIPAT_' + f(22) + '_' + f(40, HEX, 1));
    case 'terraform-cloud-token':
      return bare(f(14) + '.atlasv1.' + f(67, URLSAFE, 1));
    case 'doppler-token':
      return bare('dp.pt.' + f(43));
    case 'pulumi-access-token':
      return bare('pul-' + f(40, HEX));
    case 'vault-token':
      return bare('hvs.' + f(90, URLSAFE));
    case 'onepassword-token':
      return bare('ops_' + 'eyJ' + f(300, URLSAFE));
    case 'databricks-token':
      return bare('dapi' + f(32, HEX));
    case 'planetscale-token':
      return bare('pscale_tkn_' + f(43, URLSAFE));
    case 'supabase-token':
      return bare('sbp_' + f(40, HEX));
    case 'linear-api-key':
      return bare('lin_api_' + f(40));
    case 'notion-token':
      return bare('ntn_' + f(46));
    case 'airtable-token':
      return bare('pat' + f(14) + '.' + f(64, HEX, 1));
    case 'postman-api-key':
      return bare('PMAK-' + f(24, HEX) + '-' + f(34, HEX, 1));
    case 'jwt': {
      const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = b64url(JSON.stringify({ sub: f(8, DIGITS), name: 'analyst', iat: 1700000000 + seed }));
      return bare(`${header}.${payload}.${f(43, URLSAFE, 1)}`);
    }
    case 'url-credentials':
      return inContext(`${['postgres', 'mysql', 'mongodb+srv', 'redis', 'amqps', 'https'][seed % 6]}://app:`, f(18) + '!', '@db.internal:5432/orders');
    case 'authorization-basic':
      return inContext('Authorization: Basic ', b64(`svc-deploy:${f(16)}`));
    case 'authorization-bearer':
      return inContext('Authorization: Bearer ', f(40, BASE62));
    case 'docker-config-auth':
      return inContext('{"auths":{"registry.acme.io":{"auth":"', b64(`ci:${f(20)}`), '"}}}');
    case 'secret-assignment':
      return inContext(['DB_PASSWORD=', 'export API_SECRET=', 'client_secret: '][seed % 3] ?? '', 'Hx7!' + f(14));
    case 'secgate-token':
      return bare('sgp_' + f(38));
  }
}

/** One realistic sample per kind, as it would be pasted into a prompt. */
export const SAMPLES = Object.fromEntries(SECRET_KINDS.map((kind) => [kind, sampleOf(kind, 7)])) as Record<SecretKind, SecretSample>;

/** The text of each sample (kept for the older tests). */
export const SAMPLE_SECRETS = Object.fromEntries(Object.entries(SAMPLES).map(([k, s]) => [k, s.text])) as Record<SecretKind, string>;

/** Generated samples of every kind: the text as pasted (the property tests embed it anywhere). */
export const sampleArbitrary = (kind: SecretKind): fc.Arbitrary<SecretSample> => fc.integer({ min: 1, max: 1 << 24 }).map((seed) => sampleOf(kind, seed));

export const secretArbitrary = Object.fromEntries(SECRET_KINDS.map((kind) => [kind, sampleArbitrary(kind).map((s) => s.text)])) as Record<
  SecretKind,
  fc.Arbitrary<string>
>;
