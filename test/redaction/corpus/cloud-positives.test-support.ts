// Positives of the key-material and cloud-provider families: keys as the providers issue them
// (AWS, Google Cloud, Azure, DigitalOcean, Alibaba Cloud, Heroku, Cloudflare), pasted as they
// turn up in a prompt. Bodies are fixed-seed pseudo-random: well formed, never real.
import { ALNUM, BASE32, BASE64, BECH32, HEX, URLSAFE, azureAccountKey, body, pem, pemBody, sample, type PositiveSample } from './corpus-kit.test-support.js';

const rsaBody = pemBody('pem/rsa', 6);
const pkcs8Body = pemBody('pem/pkcs8', 5);
const ecBody = pemBody('pem/ec', 2);
const opensshBody = pemBody('pem/openssh', 4);
const encryptedBody = pemBody('pem/enc', 5);
const firstLine = (block: string) => block.split('\n')[0] as string;
const awsSecret = (label: string) => body(label, 40, BASE64);
const awsKeyId = (label: string, prefix = 'AKIA') => prefix + body(label, 16, BASE32);
const sasSig = (label: string) => encodeURIComponent(`${body(label, 43, BASE64)}=`);

export const KEY_MATERIAL_POSITIVES: PositiveSample[] = [
  sample('private-key', firstLine(rsaBody), () => `$ cat ~/.ssh/deploy_rsa\n${pem('RSA PRIVATE KEY', rsaBody)}\n$ chmod 600 ~/.ssh/deploy_rsa`),
  sample(
    'private-key',
    firstLine(pkcs8Body),
    () => `Here is the key the TLS listener loads (server.key):\n\n${pem('PRIVATE KEY', pkcs8Body)}\n\nWhy does nginx say "key values mismatch"?`,
  ),
  sample('private-key', firstLine(ecBody), () => `# tls.key for the ingress\n${pem('EC PRIVATE KEY', ecBody)}\n`),
  sample('private-key', firstLine(opensshBody), () => `${pem('OPENSSH PRIVATE KEY', opensshBody)}\n`),
  sample('private-key', firstLine(encryptedBody), () => `openssl pkcs8 -topk8 output:\n${pem('ENCRYPTED PRIVATE KEY', encryptedBody)}`),
  sample('private-key', firstLine(pkcs8Body).slice(0, 40), () =>
    JSON.stringify(
      {
        type: 'service_account',
        project_id: 'ir-lab-417812',
        private_key_id: body('gsa/kid', 40, HEX),
        private_key: `${pem('PRIVATE KEY', pkcs8Body)}\n`,
        client_email: 'triage-bot@ir-lab-417812.iam.gserviceaccount.com',
        client_id: '104729388127364550912',
      },
      null,
      2,
    ),
  ),
  sample(
    'age-secret-key',
    `AGE-SECRET-KEY-1${body('age/1', 58, BECH32).toUpperCase()}`,
    (s) => `# created: 2026-03-02T10:11:12Z\n# public key: age1${body('age/pub1', 58, BECH32)}\n${s}\n`,
  ),
  sample('age-secret-key', `AGE-SECRET-KEY-1${body('age/2', 58, BECH32).toUpperCase()}`, (s) => `export SOPS_AGE_KEY=${s}`),
];

const iniKeyId = awsKeyId('aws/ini-id');
const iniSecret = awsSecret('aws/ini-secret');
const stsKeyId = awsKeyId('aws/sts-id', 'ASIA');
const stsSecret = awsSecret('aws/sts-secret');
const sessionToken = `FwoGZXIvYXdzE${body('aws/session', 340, BASE64)}`;
const sessionToken2 = `IQoJb3JpZ2luX2VjE${body('aws/session2', 380, BASE64)}`;

export const CLOUD_POSITIVES: PositiveSample[] = [
  sample('aws-access-key-id', iniKeyId, (s) => `[default]\naws_access_key_id = ${s}\naws_secret_access_key = ${iniSecret}\nregion = eu-west-1\n`),
  sample('aws-secret-access-key', iniSecret, (s) => `# ~/.aws/credentials\n[default]\naws_access_key_id = ${iniKeyId}\naws_secret_access_key = ${s}\n`),
  sample(
    'aws-secret-access-key',
    awsSecret('aws/export'),
    (s) => `export AWS_ACCESS_KEY_ID=${awsKeyId('aws/export-id')}\nexport AWS_SECRET_ACCESS_KEY=${s}\nexport AWS_DEFAULT_REGION=us-east-1`,
  ),
  sample(
    'aws-secret-access-key',
    awsSecret('aws/boto'),
    (s) => `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${awsKeyId('aws/boto-id')}",\n    aws_secret_access_key="${s}",\n)`,
  ),
  sample(
    'aws-secret-access-key',
    stsSecret,
    (s) =>
      `$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/ir-readonly --role-session-name triage\n{\n    "Credentials": {\n        "AccessKeyId": "${stsKeyId}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${sessionToken}",\n        "Expiration": "2026-03-02T11:11:12+00:00"\n    }\n}`,
  ),
  sample(
    'aws-session-token',
    sessionToken,
    (s) => `[incident]\naws_access_key_id = ${stsKeyId}\naws_secret_access_key = ${stsSecret}\naws_session_token = ${s}\n`,
  ),
  sample('aws-session-token', sessionToken2, (s) => `export AWS_SESSION_TOKEN="${s}"`),
  sample(
    'aws-access-key-id',
    awsKeyId('aws/log'),
    (s) =>
      `2026-03-02T09:14:55Z ERROR botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid. (key ${s})`,
  ),
  sample('aws-access-key-id', awsKeyId('aws/tf'), (s) => `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${s}"\n}`),
  sample('google-api-key', `AIza${body('gcp/key1', 35, URLSAFE)}`, (s) => `curl "https://maps.googleapis.com/maps/api/geocode/json?address=Paris&key=${s}"`),
  sample('google-api-key', `AIza${body('gcp/key2', 35, URLSAFE)}`, (s) => `const genAI = new GoogleGenerativeAI("${s}");`),
  sample('google-oauth-client-secret', `GOCSPX-${body('gcp/oauth1', 28, URLSAFE)}`, (s) =>
    JSON.stringify({
      installed: {
        client_id: '873014296418-k2f0sdn1a9qv7m3e.apps.googleusercontent.com',
        project_id: 'ir-lab',
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: 'https://oauth2.googleapis.com/token',
        client_secret: s,
        redirect_uris: ['http://localhost'],
      },
    }),
  ),
  sample(
    'google-oauth-client-secret',
    `GOCSPX-${body('gcp/oauth2', 28, URLSAFE)}`,
    (s) => `GOOGLE_CLIENT_ID=873014296418-q8ad.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${s}\n`,
  ),
  sample(
    'azure-storage-key',
    azureAccountKey('az/acct1'),
    (s) => `DefaultEndpointsProtocol=https;AccountName=irevidence01;AccountKey=${s};EndpointSuffix=core.windows.net`,
  ),
  sample(
    'azure-storage-key',
    azureAccountKey('az/acct2'),
    (s) =>
      `$ az storage account keys list -g rg-ir -n irevidence01\n[\n  {\n    "creationTime": "2026-01-12T08:00:00+00:00",\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "${s}"\n  }\n]`,
  ),
  sample(
    'azure-shared-access-key',
    `${body('az/sb1', 43, BASE64)}=`,
    (s) => `"ServiceBusConnection": "Endpoint=sb://ir-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}"`,
  ),
  sample(
    'azure-shared-access-key',
    `${body('az/eh1', 43, BASE64)}=`,
    (s) => `EVENTHUB_CONNECTION_STRING='Endpoint=sb://telemetry.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${s};EntityPath=alerts'`,
  ),
  sample(
    'azure-sas-token',
    sasSig('az/sas1'),
    (s) =>
      `azcopy copy ./memdump.raw "https://irevidence01.blob.core.windows.net/cases/memdump.raw?sv=2022-11-02&ss=b&srt=co&sp=rwac&se=2026-04-01T00:00:00Z&st=2026-03-01T00:00:00Z&spr=https&sig=${s}"`,
  ),
  sample(
    'azure-sas-token',
    sasSig('az/sas2'),
    (s) => `AZURE_STORAGE_SAS_TOKEN="?sv=2021-08-06&ss=bfqt&srt=sco&sp=rl&se=2026-06-30T17:00:00Z&spr=https&sig=${s}"`,
  ),
  sample(
    'azure-ad-client-secret',
    `${body('az/ad1', 3, ALNUM)}8Q~${body('az/ad1b', 34, `${ALNUM}_.-`)}`,
    (s) =>
      `{\n  "AzureAd": {\n    "Instance": "https://login.microsoftonline.com/",\n    "TenantId": "3f0a2b7c-9d41-4e6a-8b1f-2c5d7e9a0b13",\n    "ClientId": "6c2d9e1f-7a3b-4c5d-9e8f-0a1b2c3d4e5f",\n    "ClientSecret": "${s}"\n  }\n}`,
  ),
  sample('azure-ad-client-secret', `${body('az/ad2', 3, ALNUM)}7Q~${body('az/ad2b', 34, `${ALNUM}_.-`)}`, (s) => `export AZURE_CLIENT_SECRET='${s}'`),
  sample('digitalocean-token', `dop_v1_${body('do/1', 64, HEX)}`, (s) => `doctl auth init --access-token ${s}`),
  sample(
    'digitalocean-token',
    `doo_v1_${body('do/2', 64, HEX)}`,
    (s) => `curl -X GET -H "Content-Type: application/json" -H "Authorization: Bearer ${s}" "https://api.digitalocean.com/v2/droplets"`,
  ),
  sample('digitalocean-token', `dor_v1_${body('do/3', 64, HEX)}`, (s) => `digitalocean:\n  refresh_token: ${s}\n`),
  sample(
    'alibaba-access-key-id',
    `LTAI${body('ali/1', 20, ALNUM)}`,
    (s) => `[default]\naccess_key_id = ${s}\naccess_key_secret = ${body('ali/1s', 30, ALNUM)}\nregion_id = cn-hangzhou`,
  ),
  sample('alibaba-access-key-id', `LTAI${body('ali/2', 20, ALNUM)}`, (s) => `client = AcsClient("${s}", "${body('ali/2s', 30, ALNUM)}", "ap-southeast-1")`),
  sample('heroku-api-key', `HRKU-AA${body('heroku/1', 58, URLSAFE)}`, (s) => `export HEROKU_API_KEY=${s}\nheroku apps:info -a ir-dashboard`),
  sample('heroku-api-key', `HRKU-AA${body('heroku/2', 58, URLSAFE)}`, (s) => `machine api.heroku.com\n  login analyst@example.com\n  password ${s}\n`),
  sample(
    'cloudflare-api-token',
    body('cf/1', 40, URLSAFE),
    (s) => `# wrangler.toml is fine, the token lives in the env\nCLOUDFLARE_API_TOKEN=${s}\nCLOUDFLARE_ACCOUNT_ID=${body('cf/acct', 32, HEX)}`,
  ),
  sample('cloudflare-api-token', `v1.0-${body('cf/origin', 24, HEX)}-${body('cf/origin2', 146, HEX)}`, (s) => `origin_ca_key = "${s}"`),
];
