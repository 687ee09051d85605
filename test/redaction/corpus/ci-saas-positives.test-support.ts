// Positives of the CI, infrastructure, secret-manager and SaaS families, and secgate's own
// tokens: Buildkite, CircleCI, Terraform Cloud, Doppler, Pulumi, Vault, 1Password, Databricks,
// PlanetScale, Supabase, Linear, Notion, Airtable and Postman.
import { ALNUM, DIGITS, HEX, LOWER_ALNUM, URLSAFE, b64url, body, sample, type PositiveSample } from './corpus-kit.test-support.js';

// A 1Password service-account token: `ops_` and the base64url of its JSON sign-in document.
const onepassword = (label: string) =>
  `ops_${b64url(
    JSON.stringify({
      signInAddress: 'acme-sec.1password.com',
      userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: body(`${label}/salt`, 22, URLSAFE) },
      email: `${body(`${label}/mail`, 13, LOWER_ALNUM)}@1passwordserviceaccounts.com`,
      srpX: body(`${label}/srp`, 64, HEX),
      muk: { alg: 'A256GCM', ext: true, k: body(`${label}/muk`, 43, URLSAFE), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' },
      secretKey: `A3-${body(`${label}/sk`, 6, 'ABCDEFGHJKLMNPQRSTVWXYZ23456789')}-${body(`${label}/sk2`, 6, 'ABCDEFGHJKLMNPQRSTVWXYZ23456789')}`,
      deviceUuid: body(`${label}/dev`, 26, LOWER_ALNUM),
    }),
  )}`;

export const CI_POSITIVES: PositiveSample[] = [
  sample(
    'buildkite-token',
    `bkua_${body('bk/1', 40, HEX)}`,
    (s) => `curl -H "Authorization: Bearer ${s}" "https://api.buildkite.com/v2/organizations/acme/pipelines"`,
  ),
  sample('buildkite-token', `bkua_${body('bk/2', 40, HEX)}`, (s) => `BUILDKITE_API_TOKEN=${s}`),
  sample(
    'circleci-token',
    `CCIPAT_${body('cci/1', 22, ALNUM)}_${body('cci/1c', 40, HEX)}`,
    (s) => `curl --request GET --url https://circleci.com/api/v2/me --header "Circle-Token: ${s}"`,
  ),
  sample('circleci-token', `CCIPAT_${body('cci/2', 22, ALNUM)}_${body('cci/2c', 40, HEX)}`, (s) => `export CIRCLECI_CLI_TOKEN=${s}`),
  sample(
    'terraform-cloud-token',
    `${body('tfc/1', 14, LOWER_ALNUM)}.atlasv1.${body('tfc/1b', 67, URLSAFE)}`,
    (s) => `credentials "app.terraform.io" {\n  token = "${s}"\n}`,
  ),
  sample(
    'terraform-cloud-token',
    `${body('tfc/2', 14, LOWER_ALNUM)}.atlasv1.${body('tfc/2b', 67, URLSAFE)}`,
    (s) => `{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${s}"\n    }\n  }\n}`,
  ),
  sample('doppler-token', `dp.pt.${body('dop/1', 43, ALNUM)}`, (s) => `doppler configure set token ${s}`),
  sample('doppler-token', `dp.st.prd.${body('dop/2', 40, ALNUM)}`, (s) => `ENV DOPPLER_TOKEN=${s}`),
  sample('pulumi-access-token', `pul-${body('pul/1', 40, HEX)}`, (s) => `export PULUMI_ACCESS_TOKEN=${s}\npulumi stack select acme/ir-infra/prod`),
  sample('pulumi-access-token', `pul-${body('pul/2', 40, HEX)}`, (s) => `  env:\n    PULUMI_ACCESS_TOKEN: ${s}\n`),
  sample(
    'vault-token',
    `hvs.${body('vault/1', 92, URLSAFE)}`,
    (s) =>
      `$ vault login\nToken (will be hidden):\nSuccess! You are now authenticated.\n\nKey                  Value\n---                  -----\ntoken                ${s}\ntoken_accessor       ${body('vault/acc', 24, ALNUM)}\ntoken_duration       768h`,
  ),
  sample('vault-token', `hvs.${body('vault/2', 92, URLSAFE)}`, (s) => `curl --header "X-Vault-Token: ${s}" https://vault.example.com:8200/v1/secret/data/ir`),
  sample('vault-token', `hvb.${body('vault/3', 138, URLSAFE)}`, (s) => `VAULT_TOKEN=${s}`),
  sample('onepassword-token', onepassword('op/1'), (s) => `export OP_SERVICE_ACCOUNT_TOKEN=${s}\nop item get "ir-db" --vault Incident`),
  sample('onepassword-token', onepassword('op/2'), (s) => `- uses: 1password/load-secrets-action@v2\n  env:\n    OP_SERVICE_ACCOUNT_TOKEN: ${s}\n`),
];

export const SAAS_POSITIVES: PositiveSample[] = [
  sample('databricks-token', `dapi${body('dbx/1', 32, HEX)}`, (s) => `[DEFAULT]\nhost  = https://adb-4182736451234567.8.azuredatabricks.net\ntoken = ${s}\n`),
  sample(
    'databricks-token',
    `dapi${body('dbx/2', 32, HEX)}-2`,
    (s) => `curl -H "Authorization: Bearer ${s}" https://dbc-a1b2c3d4-e5f6.cloud.databricks.com/api/2.0/clusters/list`,
  ),
  sample(
    'databricks-token',
    `dapi${body('dbx/3', 32, HEX)}`,
    (s) => `spark.conf.set("fs.azure.account.key", dbutils.secrets.get("ir", "k"))\nw = WorkspaceClient(host=HOST, token="${s}")`,
  ),
  sample(
    'planetscale-token',
    `pscale_tkn_${body('ps/1', 43, URLSAFE)}`,
    (s) => `PLANETSCALE_SERVICE_TOKEN_ID=${body('ps/id', 12, LOWER_ALNUM)}\nPLANETSCALE_SERVICE_TOKEN=${s}`,
  ),
  sample(
    'planetscale-token',
    `pscale_pw_${body('ps/2', 43, URLSAFE)}`,
    (s) => `DATABASE_HOST=aws.connect.psdb.cloud\nDATABASE_USERNAME=${body('ps/user', 12, LOWER_ALNUM)}\nDATABASE_PASSWORD=${s}`,
  ),
  sample('supabase-token', `sbp_${body('supa/1', 40, HEX)}`, (s) => `$ supabase login --token ${s}\nYou are now logged in. Happy coding!`),
  sample('supabase-token', `sbp_${body('supa/2', 40, HEX)}`, (s) => `SUPABASE_ACCESS_TOKEN=${s}`),
  sample(
    'linear-api-key',
    `lin_api_${body('lin/1', 40, ALNUM)}`,
    (s) => `curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: ${s}" --data '{ "query": "{ viewer { id } }" }'`,
  ),
  sample('linear-api-key', `lin_api_${body('lin/2', 40, ALNUM)}`, (s) => `const linear = new LinearClient({ apiKey: "${s}" });`),
  sample('notion-token', `secret_${body('notion/1', 43, ALNUM)}`, (s) => `notion = Client(auth="${s}")`),
  sample(
    'notion-token',
    `ntn_${body('notion/2', 11, DIGITS).replace(/^0/, '4')}${body('notion/2b', 35, ALNUM)}`,
    (s) => `NOTION_TOKEN=${s}\nNOTION_DATABASE_ID=${body('notion/db', 32, HEX)}`,
  ),
  sample(
    'airtable-token',
    `pat${body('air/1', 14, ALNUM)}.${body('air/1b', 64, HEX)}`,
    (s) => `curl "https://api.airtable.com/v0/appX1y2Z3a4B5c6D7/IOCs" -H "Authorization: Bearer ${s}"`,
  ),
  sample('airtable-token', `pat${body('air/2', 14, ALNUM)}.${body('air/2b', 64, HEX)}`, (s) => `base = Api("${s}").base("appX1y2Z3a4B5c6D7")`),
  sample('postman-api-key', `PMAK-${body('pm/1', 24, HEX)}-${body('pm/1b', 34, HEX)}`, (s) => `newman run collection.json --env-var "apiKey=${s}"`),
  sample(
    'postman-api-key',
    `PMAK-${body('pm/2', 24, HEX)}-${body('pm/2b', 34, HEX)}`,
    (s) => `curl https://api.getpostman.com/collections -H "X-Api-Key: ${s}"`,
  ),
  sample(
    'secgate-token',
    `sgp_${body('sgp/1', 38, ALNUM)}`,
    (s) => `export SECGATE_API_KEY=${s}\ncurl -H "Authorization: Bearer $SECGATE_API_KEY" http://127.0.0.1:8787/v1/models`,
  ),
  sample('secgate-token', `sgp_${body('sgp/2', 38, ALNUM)}`, (s) => `client = OpenAI(base_url="http://127.0.0.1:8787/v1", api_key="${s}")`),
];
