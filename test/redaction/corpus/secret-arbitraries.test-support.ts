// fast-check arbitraries for the embedding properties (issue 12): a fake secret of every kind,
// built from the provider's published format with a body drawn by fast-check, and prose that
// cannot form a secret. Bodies come from a drawn seed through the corpus generator rather than
// from fc.string, whose bias towards repeated characters makes placeholders (`xxxx`), not keys.
import fc from 'fast-check';
import { SECRET_KINDS, type SecretKind } from '@secgate/core';
import {
  ALNUM,
  BASE32,
  BASE64,
  BECH32,
  DIGITS,
  HEX,
  LOWER,
  LOWER_ALNUM,
  UPPER,
  UPPER_ALNUM,
  URLSAFE,
  b64,
  b64url,
  body,
  checksummedToken,
  jwt,
  pem,
} from './corpus-kit.test-support.js';

/** A random body of `min`..`max` characters of `alphabet` (a fresh seed per draw). */
export const randomBody = (alphabet: string, min: number, max = min): fc.Arbitrary<string> =>
  fc.tuple(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min, max })).map(([seed, n]) => body(`prop/${seed}`, n, alphabet));

const seeded = fc.integer({ min: 0, max: 0x7fffffff }).map(String);
const cat = (...parts: (string | fc.Arbitrary<string>)[]): fc.Arbitrary<string> =>
  fc.tuple(...parts.map((p) => (typeof p === 'string' ? fc.constant(p) : p))).map((xs) => xs.join(''));
const oneOf = (...values: string[]) => fc.constantFrom(...values);

/** Kinds whose shape is the token itself: found wherever they are pasted. */
export const TOKEN_ARBITRARIES: Partial<Record<SecretKind, fc.Arbitrary<string>>> = {
  'age-secret-key': cat('AGE-SECRET-KEY-1', randomBody(BECH32.toUpperCase(), 58)),
  'aws-access-key-id': cat(oneOf('AKIA', 'ASIA'), randomBody(BASE32, 16)),
  'google-api-key': cat('AIza', randomBody(URLSAFE, 35)),
  'google-oauth-client-secret': cat('GOCSPX-', randomBody(URLSAFE, 28)),
  'azure-ad-client-secret': cat(randomBody(ALNUM, 3), oneOf('7', '8'), 'Q~', randomBody(`${ALNUM}_.-`, 31, 34)),
  'digitalocean-token': cat(oneOf('dop_v1_', 'doo_v1_', 'dor_v1_'), randomBody(HEX, 64)),
  'alibaba-access-key-id': cat('LTAI', randomBody(ALNUM, 20)),
  'heroku-api-key': cat('HRKU-AA', randomBody(URLSAFE, 58)),
  'github-token': fc.oneof(
    fc.tuple(oneOf('ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'), seeded).map(([p, seed]) => checksummedToken(p, `prop/${seed}`)),
    cat('github_pat_', randomBody(ALNUM, 22), '_', randomBody(ALNUM, 59)),
  ),
  'gitlab-token': fc.oneof(cat(oneOf('glpat-', 'gldt-', 'glrt-'), randomBody(URLSAFE, 20)), cat('glptt-', randomBody(HEX, 40))),
  'bitbucket-app-password': cat('ATBB', randomBody(ALNUM, 24), randomBody('0123456789ABCDEF', 8)),
  'atlassian-api-token': cat('ATATT3xFfGF0', randomBody(URLSAFE, 171), '=', randomBody('0123456789ABCDEF', 8)),
  'npm-token': seeded.map((seed) => checksummedToken('npm_', `prop/${seed}`)),
  'pypi-token': cat('pypi-AgEIcHlwaS5vcmc', randomBody(URLSAFE, 70, 180)),
  'rubygems-api-key': cat('rubygems_', randomBody(HEX, 48)),
  'nuget-api-key': cat('oy2', randomBody(LOWER_ALNUM, 43)),
  'docker-hub-token': cat('dckr_pat_', randomBody(URLSAFE, 27)),
  'crates-io-token': cat('cio', randomBody(ALNUM, 32)),
  'stripe-key': cat(oneOf('sk_live_', 'rk_live_'), randomBody(ALNUM, 24, 99)),
  'stripe-webhook-secret': cat('whsec_', randomBody(ALNUM, 32)),
  'square-token': fc.oneof(cat('EAAA', randomBody(URLSAFE, 60)), cat('sq0atp-', randomBody(URLSAFE, 22)), cat('sq0csp-', randomBody(URLSAFE, 43))),
  'shopify-token': cat(oneOf('shpat_', 'shpss_', 'shpca_', 'shppa_'), randomBody(HEX, 32)),
  'paypal-braintree-token': cat('access_token$production$', randomBody(LOWER_ALNUM, 16), '$', randomBody(HEX, 32)),
  'slack-token': fc.oneof(
    cat(oneOf('xoxb-', 'xoxp-'), randomBody(DIGITS, 10, 13), '-', randomBody(DIGITS, 10, 13), '-', randomBody(ALNUM, 24)),
    cat('xapp-1-A', randomBody(UPPER_ALNUM, 10), '-', randomBody(DIGITS, 13), '-', randomBody(HEX, 64)),
  ),
  'slack-webhook-url': cat(
    'https://hooks.slack.com/services/T',
    randomBody(UPPER_ALNUM, 8, 10),
    '/B',
    randomBody(UPPER_ALNUM, 8, 11),
    '/',
    randomBody(ALNUM, 24),
  ),
  'discord-webhook-url': cat('https://', oneOf('discord.com', 'discordapp.com'), '/api/webhooks/1', randomBody(DIGITS, 17, 18), '/', randomBody(URLSAFE, 68)),
  'telegram-bot-token': cat(oneOf('5', '6', '7'), randomBody(DIGITS, 9), ':AA', randomBody(URLSAFE, 33)),
  'twilio-api-key': cat('SK', randomBody(HEX, 32)),
  'microsoft-teams-webhook-url': cat(
    'https://acme.webhook.office.com/webhookb2/',
    randomBody(HEX, 8),
    '-',
    randomBody(HEX, 4),
    '-4',
    randomBody(HEX, 3),
    '-a',
    randomBody(HEX, 3),
    '-',
    randomBody(HEX, 12),
    '@3f0a2b7c-9d41-4e6a-8b1f-2c5d7e9a0b13/IncomingWebhook/',
    randomBody(HEX, 32),
    '/6c2d9e1f-7a3b-4c5d-9e8f-0a1b2c3d4e5f',
  ),
  'sendgrid-api-key': cat('SG.', randomBody(URLSAFE, 22), '.', randomBody(URLSAFE, 43)),
  'mailchimp-api-key': cat(randomBody(HEX, 32), '-us', fc.integer({ min: 1, max: 21 }).map(String)),
  'openai-key': fc.oneof(
    cat('sk-', oneOf('proj-', 'svcacct-', 'admin-'), randomBody(URLSAFE, 74), 'T3BlbkFJ', randomBody(URLSAFE, 74)),
    cat('sk-', randomBody(ALNUM, 20), 'T3BlbkFJ', randomBody(ALNUM, 20)),
  ),
  'anthropic-key': cat('sk-ant-', oneOf('api03-', 'admin01-'), randomBody(URLSAFE, 93), 'AA'),
  'huggingface-token': cat('hf_', randomBody(`${UPPER}${LOWER}`, 34)),
  'groq-api-key': cat('gsk_', randomBody(ALNUM, 52)),
  'replicate-api-token': cat('r8_', randomBody(ALNUM, 37)),
  'perplexity-api-key': cat('pplx-', randomBody(ALNUM, 48)),
  'xai-api-key': cat('xai-', randomBody(ALNUM, 80)),
  'new-relic-key': cat('NRAK-', randomBody(UPPER_ALNUM, 27)),
  'sentry-token': fc.oneof(
    cat('sntryu_', randomBody(HEX, 64)),
    // An org token: `sntrys_`, the base64url of its JSON claims, `_`, and a random part.
    fc
      .tuple(fc.integer({ min: 1600000000, max: 1900000000 }), randomBody(LOWER, 3, 12), randomBody(URLSAFE, 43))
      .map(([iat, org, secret]) => `sntrys_${b64url(JSON.stringify({ iat, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org }))}_${secret}`),
  ),
  'grafana-token': cat('glsa_', randomBody(ALNUM, 32), '_', randomBody(HEX, 8)),
  'dynatrace-token': cat('dt0c01.', randomBody(UPPER_ALNUM, 24), '.', randomBody(UPPER_ALNUM, 64)),
  'buildkite-token': cat('bkua_', randomBody(HEX, 40)),
  'circleci-token': cat('CCIPAT_', randomBody(ALNUM, 22), '_', randomBody(HEX, 40)),
  'terraform-cloud-token': cat(randomBody(LOWER_ALNUM, 14), '.atlasv1.', randomBody(URLSAFE, 60, 70)),
  'doppler-token': cat(oneOf('dp.pt.', 'dp.sa.', 'dp.ct.'), randomBody(ALNUM, 43)),
  'pulumi-access-token': cat('pul-', randomBody(HEX, 40)),
  'vault-token': cat(oneOf('hvs.', 'hvb.'), randomBody(URLSAFE, 90, 140)),
  'onepassword-token': cat('ops_eyJ', randomBody(URLSAFE, 300, 600)),
  'databricks-token': cat('dapi', randomBody(HEX, 32), oneOf('', '-2')),
  'planetscale-token': cat(oneOf('pscale_tkn_', 'pscale_pw_'), randomBody(URLSAFE, 43)),
  'supabase-token': cat('sbp_', randomBody(HEX, 40)),
  'linear-api-key': cat('lin_api_', randomBody(ALNUM, 40)),
  'notion-token': fc.oneof(cat('secret_', randomBody(ALNUM, 43)), cat('ntn_', oneOf('1', '4'), randomBody(DIGITS, 10), randomBody(ALNUM, 35))),
  'airtable-token': cat('pat', randomBody(ALNUM, 14), '.', randomBody(HEX, 64)),
  'postman-api-key': cat('PMAK-', randomBody(HEX, 24), '-', randomBody(HEX, 34)),
  'secgate-token': cat('sgp_', randomBody(ALNUM, 38)),
  jwt: fc
    .tuple(seeded, fc.integer({ min: 1, max: 999999 }), oneOf('analyst', 'svc-ir', 'admin'))
    .map(([seed, sub, name]) => jwt(`prop/${seed}`, { sub: String(sub), name, iat: 1770000000 })),
};

/** A secret whose shape includes its surroundings: the whole context is drawn, `secret` is its value. */
export interface InContext {
  kind: SecretKind;
  text: string;
  secret: string;
}

const inContext = (kind: SecretKind, secret: fc.Arbitrary<string>, contexts: readonly ((s: string) => string)[]) =>
  fc.tuple(secret, fc.constantFrom(...contexts)).map(([s, wrap]): InContext => ({ kind, secret: s, text: wrap(s) }));

// A password mixes letters and digits and may hold the punctuation URLs and configs allow unquoted.
const password = cat(randomBody(ALNUM, 1), randomBody(`${ALNUM}-_.~!*^%`, 11, 31));

export const CONTEXT_ARBITRARIES: Partial<Record<SecretKind, fc.Arbitrary<InContext>>> = {
  'private-key': fc
    .tuple(
      oneOf('RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'),
      fc.array(randomBody(BASE64, 64), { minLength: 1, maxLength: 6 }),
    )
    .map(([label, lines]): InContext => ({
      kind: 'private-key',
      secret: lines[0] as string,
      text: pem(label, lines.join('\n')),
    })),
  'aws-secret-access-key': inContext('aws-secret-access-key', randomBody(BASE64, 40), [
    (s) => `aws_secret_access_key = ${s}`,
    (s) => `export AWS_SECRET_ACCESS_KEY=${s}`,
    (s) => `"SecretAccessKey": "${s}"`,
  ]),
  'aws-session-token': inContext('aws-session-token', cat(oneOf('FwoGZXIvYXdzE', 'IQoJb3JpZ2luX2VjE'), randomBody(BASE64, 200, 400)), [
    (s) => `aws_session_token = ${s}`,
    (s) => `AWS_SESSION_TOKEN="${s}"`,
  ]),
  'azure-storage-key': inContext('azure-storage-key', cat(randomBody(BASE64, 86), '=='), [
    (s) => `DefaultEndpointsProtocol=https;AccountName=irlab;AccountKey=${s};EndpointSuffix=core.windows.net`,
    (s) => `AccountName=irlab;AccountKey=${s}`,
  ]),
  'azure-shared-access-key': inContext('azure-shared-access-key', cat(randomBody(BASE64, 43), '='), [
    (s) => `Endpoint=sb://ir.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}`,
  ]),
  'azure-sas-token': inContext('azure-sas-token', cat(randomBody(BASE64, 43), '=').map(encodeURIComponent), [
    (s) => `https://irlab.blob.core.windows.net/c/f.raw?sv=2022-11-02&sr=b&sp=r&se=2026-04-01T00:00:00Z&sig=${s}`,
    (s) => `?sv=2021-08-06&ss=b&srt=co&sp=rl&spr=https&sig=${s}`,
  ]),
  'cloudflare-api-token': inContext('cloudflare-api-token', randomBody(URLSAFE, 40), [
    (s) => `CLOUDFLARE_API_TOKEN=${s}`,
    (s) => `cloudflare_api_token: "${s}"`,
  ]),
  'datadog-api-key': inContext('datadog-api-key', randomBody(HEX, 32), [(s) => `DD_API_KEY=${s}`, (s) => `DATADOG_API_KEY: ${s}`]),
  // A bot token's first part is the base64 of the bot's snowflake id (18 or 19 digits today).
  'discord-bot-token': inContext(
    'discord-bot-token',
    cat(
      cat(oneOf('1', '7', '9'), randomBody(DIGITS, 17, 18)).map((id) => b64(id).replace(/=+$/, '')),
      '.',
      randomBody(URLSAFE, 6),
      '.',
      randomBody(URLSAFE, 27, 38),
    ),
    [(s) => `DISCORD_BOT_TOKEN=${s}`, (s) => `discord_token: "${s}"`, (s) => `client.run('${s}')`],
  ),
  // `key-` + 32 hex is too plain to stand alone (a cache key can look like it); gitleaks, too,
  // wants the word Mailgun nearby. So the context is drawn with it.
  'mailgun-api-key': inContext(
    'mailgun-api-key',
    fc.oneof(cat('key-', randomBody(HEX, 32)), cat(randomBody(HEX, 32), '-', randomBody(HEX, 8), '-', randomBody(HEX, 8))),
    [
      (s) => `MAILGUN_API_KEY=${s}`,
      (s) => `curl -s --user 'api:${s}' https://api.mailgun.net/v3/mg.example.com/messages`,
      (s) => `mailgun:\n  domain: mg.example.com\n  api_key: ${s}`,
    ],
  ),
  'url-credentials': fc
    .tuple(
      oneOf('postgres', 'postgresql', 'mysql', 'mongodb', 'mongodb+srv', 'redis', 'rediss', 'amqp', 'amqps', 'https', 'ftp'),
      oneOf('app', 'admin', 'ir_ro', 'deploy', ''),
      password,
      oneOf('db', 'db.internal:5432', '10.20.0.7:6379', 'cluster0.ab1cd.mongodb.net', 'git.example.org'),
      oneOf('', '/x', '/cases?sslmode=require', '/soc/rules.git'),
    )
    .map(([scheme, user, s, host, path]): InContext => ({ kind: 'url-credentials', secret: s, text: `${scheme}://${user}:${s}@${host}${path}` })),
  'authorization-basic': fc
    .tuple(oneOf('svc-ir', 'admin', 'jenkins', 'analyst@example.com'), password, oneOf('Authorization', 'authorization'))
    .map(([user, pw, name]): InContext => {
      const s = b64(`${user}:${pw}`);
      return { kind: 'authorization-basic', secret: s, text: `${name}: Basic ${s}` };
    }),
  'authorization-bearer': inContext('authorization-bearer', randomBody(URLSAFE, 24, 80), [
    (s) => `Authorization: Bearer ${s}`,
    (s) => `authorization: bearer ${s}`,
  ]),
  'docker-config-auth': fc
    .tuple(
      oneOf('https://index.docker.io/v1/', 'ghcr.io', 'registry.gitlab.com', '123456789012.dkr.ecr.eu-west-1.amazonaws.com'),
      oneOf('ci', 'AWS', 'acmesec'),
      password,
      fc.boolean(),
    )
    .map(([registry, user, pw, pretty]): InContext => {
      const s = b64(`${user}:${pw}`);
      return { kind: 'docker-config-auth', secret: s, text: JSON.stringify({ auths: { [registry]: { auth: s } } }, null, pretty ? 2 : undefined) };
    }),
  'secret-assignment': fc
    .tuple(
      oneOf('DB_PASSWORD', 'password', 'api_key', 'apiKey', 'client_secret', 'SECRET_KEY', 'auth_token', 'JWT_SECRET', 'ENCRYPTION_KEY', 'REDIS_PASSWORD'),
      // Never with an ellipsis: a value holding `...` reads as a mask (`sk-...`) and is kept by design
      // (docs/redaction.md), so such a draw would test the placeholder rule, not this kind.
      cat(randomBody(UPPER, 1), randomBody(LOWER, 1), randomBody(DIGITS, 1), randomBody(`${ALNUM}-_.`, 13, 37)).filter((value) => !value.includes('...')),
      fc.constantFrom<(n: string, v: string) => string>(
        (n, v) => `${n}=${v}`,
        (n, v) => `export ${n}='${v}'`,
        (n, v) => `${n}: ${v}`,
        (n, v) => `"${n}": "${v}"`,
        (n, v) => `${n} = "${v}"`,
        (n, v) => `const ${n} = '${v}';`,
      ),
    )
    .map(([name, s, form]): InContext => ({ kind: 'secret-assignment', secret: s, text: form(name, s) })),
};

/** Every kind has a generator: a bare token or a whole context. */
export const KINDS_WITHOUT_ARBITRARY = SECRET_KINDS.filter((k) => !TOKEN_ARBITRARIES[k] && !CONTEXT_ARBITRARIES[k]);
