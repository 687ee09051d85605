// Text about secrets that holds none: placeholders from documentation, values already redacted,
// code and configuration that READ a secret from somewhere else, and secret-named keys whose
// values are not secrets. All must come back byte for byte.
import type { NegativeSample } from './corpus-kit.test-support.js';

const neg = (what: string, text: string): NegativeSample => ({ what, text });
const x = (n: number, c = 'x') => c.repeat(n);

export const PLACEHOLDER_NEGATIVES: NegativeSample[] = [
  neg('angle-bracket placeholder', `aws_access_key_id = <your access key id>\naws_secret_access_key = <your secret access key>`),
  neg('sk-... placeholder', `OPENAI_API_KEY="sk-..."  # paste your key here`),
  neg('sk-proj- with X placeholder', `export OPENAI_API_KEY=sk-proj-${x(48, 'X')}`),
  neg('xxxx placeholder', `token = "${x(32)}"`),
  neg('ghp_ with x placeholder', `GITHUB_TOKEN=ghp_${x(36)}`),
  neg('AKIA with X placeholder', `AWS_ACCESS_KEY_ID=AKIA${x(16, 'X')}`),
  neg('YOUR_API_KEY', `api_key: YOUR_API_KEY\nsecret: YOUR_SECRET_HERE`),
  neg('shell variable reference', `curl -H "Authorization: Bearer \${API_KEY}" https://api.example.com/v1/me`),
  neg('GitHub Actions expression', `env:\n  TOKEN: \${{ secrets.TOKEN }}\n  password: \${{ secrets.DB_PASSWORD }}`),
  neg('Jinja/Helm template', `password: {{ .Values.postgresql.auth.password }}\napi_key: "{{ api_key }}"\ntoken: {{ secrets.TOKEN }}`),
  neg('masked with asterisks', `password=********\nDB_PASSWORD=**************`),
  neg('already redacted by a tool', `token: <redacted>\napi_key: "[REDACTED]"\nsecret: "***"\nAuthorization: Bearer [REDACTED]`),
  neg('secgate markers', `aws_secret_access_key = [REDACTED:aws-secret-access-key]\nDATABASE_URL=postgres://app:[REDACTED:url-credentials]@db:5432/x`),
  neg('URL template', `DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DATABASE\nMONGO_URI=mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/`),
  neg('URL with variable password', `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app\nREDIS_URL=redis://:$REDIS_PASSWORD@redis:6379/0`),
  neg('Bearer placeholder', `Authorization: Bearer <token>\nAuthorization: Bearer $TOKEN\nAuthorization: Bearer YOUR_ACCESS_TOKEN`),
  neg('Basic placeholder', `Authorization: Basic <base64(username:password)>`),
  neg('REPLACE_ME values', `client_secret: REPLACE_ME\nwebhook_secret: CHANGE_ME_BEFORE_DEPLOY\napi_token: TODO`),
  neg('empty values', `DB_PASSWORD=\nAPI_KEY=""\npassword: null\nsecret: ''\n`),
  neg('truncated JWT in docs', `Authorization: Bearer eyJhbGciOi...`),
  neg('docker config with a credential store', `{\n  "auths": {\n    "https://index.docker.io/v1/": {}\n  },\n  "credsStore": "desktop"\n}`),
  neg('placeholder in prose', `Replace YOUR_API_KEY with the key from the dashboard; keys look like sk-ant-api03-… and must never be committed.`),
  neg(
    'example key prefixes in docs',
    `GitHub tokens start with ghp_, gho_, ghu_, ghs_ or ghr_; GitLab ones with glpat-; Slack bot tokens with xoxb-; npm tokens with npm_.`,
  ),
];

export const READS_A_SECRET_NEGATIVES: NegativeSample[] = [
  neg('Python os.environ', `import os\npassword = os.environ["DB_PASSWORD"]\napi_key = os.environ.get("OPENAI_API_KEY")`),
  neg('Python os.getenv', `token = os.getenv("GITHUB_TOKEN")\nif not token:\n    raise SystemExit("set GITHUB_TOKEN")`),
  neg('Python getpass', `from getpass import getpass\npassword = getpass()\nsecret = getpass("Vault token: ")`),
  neg('Node process.env', `const apiKey = process.env.API_KEY;\nconst token = process.env["GITHUB_TOKEN"] ?? "";`),
  neg('Go os.Getenv', `password := os.Getenv("DB_PASSWORD")\nif password == "" {\n\tlog.Fatal("DB_PASSWORD is not set")\n}`),
  neg('Java System.getenv', `String secret = System.getenv("CLIENT_SECRET");\nString password = config.getProperty("db.password");`),
  neg('Ruby ENV', `Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")\npassword = Rails.application.credentials.dig(:db, :password)`),
  neg(
    'Terraform variable',
    `resource "aws_db_instance" "ir" {\n  username = "ir"\n  password = var.db_password\n}\nvariable "db_password" {\n  type      = string\n  sensitive = true\n}`,
  ),
  neg(
    'shell reading from a command',
    `export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)\nexport VAULT_TOKEN="$(cat ~/.vault-token)"\nread -s -p "Password: " PASSWORD`,
  ),
  neg(
    'vault and secrets manager commands',
    `vault kv get -field=password secret/ir/db\naws secretsmanager get-secret-value --secret-id prod/ir/db --query SecretString --output text`,
  ),
  neg('docker login from stdin', `cat ~/dockerhub_token.txt | docker login --username acmesec --password-stdin`),
  neg('curl with variables', `curl -u "$JIRA_USER:$JIRA_TOKEN" https://acme.atlassian.net/rest/api/3/myself`),
  neg('Spring placeholder', `spring.datasource.password=\${DB_PASSWORD}\nspring.mail.password=\${MAIL_PASSWORD:}`),
  neg(
    '.NET user-secrets reference',
    `var key = builder.Configuration["ThreatFeed:ApiKey"];\nvar secret = Environment.GetEnvironmentVariable("CLIENT_SECRET");`,
  ),
  neg(
    'Ansible vault lookup',
    `db_password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/ir:password') }}"\napi_key: "{{ vault_api_key }}"`,
  ),
  neg('PHP getenv', `$password = getenv('DB_PASSWORD');\n$apiKey = $_ENV['API_KEY'] ?? null;`),
  neg('Kubernetes envFrom', `envFrom:\n  - secretRef:\n      name: ir-api-keys\n`),
];

export const SECRET_NAMED_NON_SECRET_NEGATIVES: NegativeSample[] = [
  neg('token type and expiry', `{"token_type": "Bearer", "expires_in": 3600, "scope": "read:org"}`),
  neg('password policy', `password_min_length = 12\npassword_require_symbols = true\npassword_hash_algorithm = "argon2id"`),
  neg('API key header name', `api_key_header = "X-API-Key"\napi_key_location: header`),
  neg('secret reference names', `secret_name: prod/ir/db-password\nsecret_arn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ir/db-AbCdEf`),
  neg('token endpoint URLs', `token_url: https://oauth2.googleapis.com/token\ntoken_endpoint_auth_method: client_secret_basic`),
  neg(
    'prose about keys and passwords',
    `The private key is stored in the HSM, the password is rotated every 90 days, and the API token is scoped to read-only access.`,
  ),
  neg('Jira issue JSON', `{"key": "SEC-1432", "fields": {"summary": "Rotate the leaked token", "priority": {"name": "High"}}}`),
  neg('secret-named booleans and paths', `use_secret_manager: true\npassword_file: /run/secrets/db_password\nssh_key_path: ~/.ssh/id_ed25519.pub`),
  neg(
    'LLM request settings',
    `{"model": "shared-1", "max_tokens": 4096, "temperature": 0.2, "usage": {"prompt_tokens": 1532, "completion_tokens": 211}, "tokenizer": "cl100k_base"}`,
  ),
  neg('TLS secret name in an Ingress', `spec:\n  tls:\n    - hosts:\n        - ir.example.com\n      secretName: ir-example-com-tls\n`),
  neg(
    'Ansible Vault ciphertext (made to be committed)',
    `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${'6238653763623133'.repeat(4)}\n  ${'3064313833376135'.repeat(4)}\n  3432`,
  ),
  neg(
    'SOPS-encrypted value (made to be committed)',
    `password: ENC[AES256_GCM,data:Zm9vYmFyYmF6cXV4,iv:c2l4dGVlbmJ5dGVzaXZ4eHg=,tag:dGFndGFndGFndGFndGFnMTI=,type:str]\nsops:\n  kms:\n    - arn: arn:aws:kms:eu-west-1:123456789012:key/${'0'.repeat(8)}-1111-2222-3333-444444444444`,
  ),
  neg(
    'a key its provider already masked',
    `stripe.error.AuthenticationError: Request req_${'Q'.repeat(2)}1aB2cD3eF4gH: Invalid API Key provided: sk_live_${'*'.repeat(20)}4f2a`,
  ),
];
