/*
 * Realistic pastes of live secrets for the redaction end-to-end test (test/redaction.e2e.test.ts):
 * config files, shell lines, connection strings and headers as people paste them into a prompt.
 * Every value is FAKE but well formed (the provider's prefix, length and alphabet), and assembled
 * at run time from parts, so this file holds no literal a secret scanner would take for a live
 * credential.
 */

export interface SecretPaste {
  /** The kind the job record must count for this paste. */
  kind: string;
  /** The text as pasted, secret included; empty when the secret is in the paste before (two kinds in one file). */
  text: string;
  /** The secret itself: no part of the service may keep or send it. */
  secret: string;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const HEX = `${DIGITS}abcdef`;
const BASE62 = `${UPPER}${LOWER}${DIGITS}`;
const URLSAFE = `${BASE62}_-`;
const BASE64 = `${BASE62}+/`;

/** Deterministic pseudo-random text over an alphabet: looks like key material, differs per seed. */
export function randomText(length: number, alphabet: string, seed: number): string {
  let out = '';
  let x = seed * 7919 + 17;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += alphabet[(x >>> 16) % alphabet.length];
  }
  return out;
}

/** Key material that mixes classes, as random keys do: a lower letter, an upper letter and a digit. */
const mixed = (length: number, alphabet: string, seed: number) => `k${randomText(length - 3, alphabet, seed)}Q7`;
const b64 = (text: string) => Buffer.from(text).toString('base64');

const awsId = () => 'AK' + 'IA' + randomText(16, `${UPPER}234567`, 1);
const awsSecret1 = mixed(40, BASE64, 2);
const awsSecret2 = mixed(40, BASE64, 3);
const pgPassword = mixed(20, BASE62, 4);
const mongoPassword = mixed(18, BASE62, 5);
const redisPassword = mixed(24, BASE62, 6);
const gitPassword = mixed(22, BASE62, 7);
const basic = b64(`ci-deployer:${mixed(18, BASE62, 8)}`);
const dockerAuth = b64(`robot$pusher:${mixed(24, BASE62, 9)}`);
const jwt = [
  b64('{"alg":"HS256","typ":"JWT"}').replaceAll('=', ''),
  b64(`{"sub":"svc-ledger","iat":1717171717,"exp":1917171717,"scope":"admin","jti":"${randomText(12, HEX, 10)}"}`)
    .replaceAll('=', '')
    .replaceAll('+', '-')
    .replaceAll('/', '_'),
  randomText(43, URLSAFE, 11),
].join('.');
const azureKey = `${mixed(86, BASE64, 12)}==`;
const npm = 'np' + 'm_' + mixed(36, BASE62, 13);
const hf = 'h' + 'f_' + randomText(34, `${UPPER}${LOWER}`, 14);
const sendgrid = 'S' + 'G.' + mixed(22, URLSAFE, 15) + '.' + mixed(43, URLSAFE, 16);
const digitalocean = 'do' + 'p_v1_' + randomText(64, HEX, 17);
const shopify = 'shp' + 'at_' + randomText(32, HEX, 18);
const pypi = 'py' + 'pi-AgEIcHlwaS5vcmc' + mixed(70, URLSAFE, 19);
const databricks = 'da' + 'pi' + randomText(32, HEX, 20);
const mailgun = 'ke' + 'y-' + randomText(32, HEX, 21);
const googleSecret = 'GOC' + 'SPX-' + mixed(28, URLSAFE, 22);
const slackHook = `https://hooks.slack.com/services/T${randomText(10, `${UPPER}${DIGITS}`, 23)}/B${randomText(10, `${UPPER}${DIGITS}`, 24)}/${mixed(24, BASE62, 25)}`;
const discordHook = `https://discord.com/api/webhooks/${randomText(18, DIGITS, 26)}/${mixed(68, URLSAFE, 27)}`;
const telegram = `${randomText(10, DIGITS, 28)}:AA${mixed(33, URLSAFE, 29)}`;
const envPassword = mixed(22, `${BASE62}!#%`, 30);
const yamlKey = mixed(32, BASE62, 31);

/** One paste per line of the brief: each names the kind it must be counted as. */
export function secretPastes(): SecretPaste[] {
  const id = awsId();
  return [
    {
      kind: 'aws-access-key-id',
      secret: id,
      text: `~/.aws/credentials:\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${awsSecret1}\nregion = eu-west-1`,
    },
    { kind: 'aws-secret-access-key', secret: awsSecret1, text: '' },
    { kind: 'aws-secret-access-key', secret: awsSecret2, text: `$ export AWS_SECRET_ACCESS_KEY=${awsSecret2}` },
    {
      kind: 'url-credentials',
      secret: pgPassword,
      text: `DATABASE_URL is postgresql://ledger_app:${pgPassword}@db.internal.example:5432/ledger?sslmode=require`,
    },
    {
      kind: 'url-credentials',
      secret: mongoPassword,
      text: `client = MongoClient("mongodb+srv://admin:${mongoPassword}@cluster0.x7k2p.mongodb.net/prod?retryWrites=true&w=majority")`,
    },
    { kind: 'url-credentials', secret: redisPassword, text: `cache: redis://default:${redisPassword}@cache-01.internal.example:6379/0` },
    { kind: 'url-credentials', secret: gitPassword, text: `$ git clone https://deploy-bot:${gitPassword}@git.example.org/platform/ledger.git` },
    { kind: 'authorization-basic', secret: basic, text: `> GET /api/v2/builds HTTP/1.1\n> Host: ci.example.org\n> Authorization: Basic ${basic}` },
    { kind: 'docker-config-auth', secret: dockerAuth, text: `~/.docker/config.json: {"auths": {"registry.example.org": {"auth": "${dockerAuth}"}}}` },
    { kind: 'jwt', secret: jwt, text: `curl -H "Authorization: Bearer ${jwt}" https://api.example.org/v1/me` },
    {
      kind: 'azure-storage-key',
      secret: azureKey,
      text: `DefaultEndpointsProtocol=https;AccountName=researchlogs;AccountKey=${azureKey};EndpointSuffix=core.windows.net`,
    },
    { kind: 'npm-token', secret: npm, text: `.npmrc: //registry.npmjs.org/:_authToken=${npm}` },
    { kind: 'huggingface-token', secret: hf, text: `from huggingface_hub import login\nlogin(token="${hf}")` },
    { kind: 'sendgrid-api-key', secret: sendgrid, text: `sg = SendGridAPIClient("${sendgrid}")` },
    { kind: 'digitalocean-token', secret: digitalocean, text: `doctl auth init --access-token ${digitalocean}` },
    { kind: 'shopify-token', secret: shopify, text: `X-Shopify-Access-Token: ${shopify}` },
    { kind: 'pypi-token', secret: pypi, text: `~/.pypirc:\n[pypi]\nusername = __token__\npassword = ${pypi}` },
    { kind: 'databricks-token', secret: databricks, text: `databricks configure --token  # pasted ${databricks}` },
    { kind: 'mailgun-api-key', secret: mailgun, text: `curl -s --user 'api:${mailgun}' https://api.mailgun.net/v3/mg.example.org/messages` },
    {
      kind: 'google-oauth-client-secret',
      secret: googleSecret,
      text: `client_secret.json: {"installed": {"client_id": "1234567890-abc.apps.googleusercontent.com", "client_secret": "${googleSecret}"}}`,
    },
    { kind: 'slack-webhook-url', secret: slackHook, text: `ALERT_HOOK=${slackHook}` },
    { kind: 'discord-webhook-url', secret: discordHook, text: `requests.post("${discordHook}", json={"content": "deploy done"})` },
    { kind: 'telegram-bot-token', secret: telegram, text: `bot = telebot.TeleBot("${telegram}")` },
    { kind: 'secret-assignment', secret: envPassword, text: `.env:\nDB_HOST=db.internal.example\nDB_PASSWORD=${envPassword}\nDB_POOL=10` },
    { kind: 'secret-assignment', secret: yamlKey, text: `config.yaml:\nservice:\n  name: ledger\n  api_key: ${yamlKey}\n  timeout: 30s` },
  ];
}

/**
 * Research material that looks random but is no secret: hashes, UUIDs, CVE and ATT&CK ids, commit
 * ids, wallet addresses. It must reach the model exactly as sent.
 */
export const RESEARCH_MATERIAL = [
  'Triage notes for incident IR-2291 (CVE-2024-3094, CVE-2021-44228; ATT&CK T1195.002, T1059.004):',
  'sha256 of liblzma.so.5.6.1: 605861f833fc181c7cdcabd5577ddb8989bea332648a8f498b4eb89b8f85ad4b',
  'md5 5d41402abc4b2a76b9719d911017c592, sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
  'sha512 cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  'Fix landed in commit 6f3f0b1c9a3e8d2e4b5a7c9d1e3f5a7b9c1d3e5f (short 6f3f0b1); regressed by a1b2c3d4e5f60718293a4b5c6d7e8f9012345678.',
  'Affected job ids: 3f2504e0-4f89-41d3-9a0c-0305e82c3301, 9b2d7c1e-8f3a-4e6b-a1c2-d3e4f5a6b7c8.',
  'Ransom wallets: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq, 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa, 0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  'Sample base64 of the dropper stub: TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAA=',
  'C2 at 203.0.113.45:8443 and 2001:db8::7; YARA rule xz_backdoor_ifunc matched at offset 0x1f3a0.',
].join('\n');
