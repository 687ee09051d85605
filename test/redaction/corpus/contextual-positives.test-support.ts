// Positives found by their surroundings rather than a provider prefix: JWTs, credentials in
// URLs and connection strings, Authorization headers and Docker config `auth`. For a URL the
// secret is the password part only; for a header or `auth`, the base64 or token after it.
import { ALNUM, BASE64, URLSAFE, b64, body, jwt, sample, type PositiveSample } from './corpus-kit.test-support.js';

const pw = (label: string, length = 20) => body(label, length, `${ALNUM}-_.~`);
const opaque = (label: string, length = 40) => body(label, length, URLSAFE);

export const JWT_POSITIVES: PositiveSample[] = [
  sample(
    'jwt',
    jwt('jwt/1', { sub: 'analyst42', iss: 'https://auth.example.com', aud: 'ir-api', exp: 1772467200, scope: 'cases:read cases:write' }),
    (s) => `GET /api/v2/cases/1432 HTTP/1.1\r\nHost: ir.example.com\r\nAuthorization: Bearer ${s}\r\nAccept: application/json\r\n\r\n`,
  ),
  sample(
    'jwt',
    jwt('jwt/2', { role: 'service_role', iss: 'supabase', iat: 1717000000, exp: 2032576000 }),
    (s) => `SUPABASE_URL=https://xyzcompany.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${s}\n`,
  ),
  sample(
    'jwt',
    jwt('jwt/3', { sub: '1042', name: 'Mallory', admin: true, iat: 1770000000 }),
    (s) => `Set-Cookie: session=${s}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  ),
  sample(
    'jwt',
    jwt('jwt/4', { iss: 'https://accounts.google.com', azp: '873014296418.apps.googleusercontent.com', email: 'analyst@example.com', exp: 1772470800 }),
    (s) => JSON.stringify({ access_token: 'ya29-redacted-by-hand', expires_in: 3599, id_token: s, token_type: 'Bearer' }),
  ),
  sample('jwt', jwt('jwt/5', { user_id: 77, exp: 1772467200 }), (s) => `localStorage.setItem("auth", "${s}");`),
  sample(
    'jwt',
    jwt('jwt/6', { sub: 'ws-client', room: 'ir-1432', exp: 1772467200 }),
    (s) => `const ws = new WebSocket("wss://ir.example.com/live?token=${s}");`,
  ),
];

export const URL_CREDENTIAL_POSITIVES: PositiveSample[] = [
  sample('url-credentials', 'S3cr3t-Pa55', (s) => `DATABASE_URL=postgres://app:${s}@db:5432/x`),
  sample(
    'url-credentials',
    pw('url/pg2'),
    (s) =>
      `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.20.0.7", port 5432 failed: FATAL:  password authentication failed for user "ir_ro"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine = create_engine("postgresql+psycopg2://ir_ro:${s}@10.20.0.7:5432/cases")`,
  ),
  sample('url-credentials', pw('url/mongo1'), (s) => `MONGO_URI=mongodb+srv://triage:${s}@cluster0.ab1cd.mongodb.net/iocs?retryWrites=true&w=majority`),
  sample(
    'url-credentials',
    pw('url/mongo2'),
    (s) => `2026-03-02T09:21:04.118Z INFO  [worker-3] connecting to mongodb://admin:${s}@mongo-0.mongo:27017,mongo-1.mongo:27017/admin?replicaSet=rs0`,
  ),
  sample('url-credentials', pw('url/redis1'), (s) => `CELERY_BROKER_URL = "redis://:${s}@redis.internal:6379/0"`),
  sample('url-credentials', pw('url/redis2'), (s) => `redis-cli -u rediss://default:${s}@cache-7f3a.example.cloud:6380 PING`),
  sample('url-credentials', pw('url/git1'), (s) => `$ git clone https://analyst42:${s}@git.example.org/soc/detections.git\nCloning into 'detections'...`),
  sample(
    'url-credentials',
    pw('url/git2'),
    (s) => `[remote "origin"]\n\turl = https://deploy:${s}@gitea.example.com/acme/ir-tools.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`,
  ),
  sample('url-credentials', pw('url/amqp'), (s) => `amqp_url: amqps://ingest:${s}@rabbit.example.com:5671/%2Fprod`),
  sample('url-credentials', pw('url/mysql'), (s) => `spring:\n  datasource:\n    url: mysql://report:${s}@mysql.internal:3306/soc\n`),
  sample(
    'url-credentials',
    pw('url/ftp'),
    (s) => `Mar  2 09:31:44 sensor01 wget[8123]: --2026-03-02 09:31:44--  ftp://update:${s}@files.example.net/feeds/ioc.csv`,
  ),
  sample('url-credentials', pw('url/proxy'), (s) => `export https_proxy=http://svc-scan:${s}@proxy.corp.example:3128`),
  sample('url-credentials', pw('url/smtp'), (s) => `EMAIL_URL=smtp+tls://alerts%40example.com:${s}@smtp.example.com:587`),
  sample('url-credentials', 'Tr0ub4dor&3', (s) => `psql "postgresql://postgres:${s}@localhost/postgres?sslmode=disable"`),
  sample('url-credentials', pw('url/jdbc'), (s) => `jdbc:postgresql://db.internal:5432/cases?user=ir_app&password=${s}&ssl=true`),
];

export const HEADER_POSITIVES: PositiveSample[] = [
  sample(
    'authorization-basic',
    b64(`svc-ir:${pw('basic/1')}`),
    (s) => `POST /api/upload HTTP/1.1\r\nHost: sandbox.example.com\r\nAuthorization: Basic ${s}\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  sample('authorization-basic', b64(`admin:${pw('basic/2', 14)}`), (s) => `curl -H 'Authorization: Basic ${s}' https://es.internal:9200/_cat/indices`),
  sample('authorization-basic', b64(`jenkins:${pw('basic/3')}`), (s) => `headers = {"Authorization": "Basic ${s}", "Accept": "application/json"}`),
  sample(
    'authorization-bearer',
    opaque('bearer/1'),
    (s) => `GET /v1/alerts?since=24h HTTP/1.1\nHost: edr.example.com\nAuthorization: Bearer ${s}\nUser-Agent: python-requests/2.31.0`,
  ),
  sample('authorization-bearer', opaque('bearer/2', 64), (s) => `curl -sS https://api.example.com/v1/scans -H "authorization: bearer ${s}"`),
  sample(
    'authorization-bearer',
    opaque('bearer/3', 32),
    (s) => `fetch("https://intel.example.com/v2/lookup", { headers: { Authorization: \`Bearer ${s}\` } })`,
  ),
  // Base64 with padding, as a long opaque bearer looks in the wild.
  sample('authorization-bearer', `${body('bearer/4', 86, BASE64)}==`, (s) => `conn.setRequestProperty("Authorization", "Bearer ${s}");`),
  // Other schemes that carry a credential (issue 25: a scheme other than Basic and Bearer was missed).
  sample('authorization-bearer', opaque('header/ssws', 42), (s) => `curl -H "Authorization: SSWS ${s}" https://acme.okta.com/api/v1/users?limit=25`),
  sample(
    'authorization-bearer',
    opaque('header/apikey', 32),
    (s) => `GET /_security/_authenticate HTTP/1.1\r\nHost: es.internal:9200\r\nAuthorization: ApiKey ${s}\r\n\r\n`,
  ),
  sample('authorization-bearer', opaque('header/splunk', 36), (s) => `requests.post(HEC_URL, headers={"Authorization": "Splunk ${s}"}, json=event)`),
  sample(
    'secret-assignment',
    opaque('header/xapikey', 36),
    (s) => `GET /api/v3/indicators?type=domain HTTP/1.1\r\nHost: intel.example.com\r\nX-API-Key: ${s}\r\nAccept: application/json\r\n\r\n`,
  ),
];

const dockerAuth = (label: string, user: string) => b64(`${user}:${body(label, 24, `${ALNUM}!#%`)}`);

export const DOCKER_AUTH_POSITIVES: PositiveSample[] = [
  sample(
    'docker-config-auth',
    dockerAuth('docker/1', 'acmesec'),
    (s) => `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"https://index.docker.io/v1/": {\n\t\t\t"auth": "${s}"\n\t\t}\n\t}\n}`,
  ),
  sample('docker-config-auth', dockerAuth('docker/2', 'AWS'), (s) =>
    JSON.stringify({ auths: { '123456789012.dkr.ecr.eu-west-1.amazonaws.com': { auth: s } }, credsStore: '' }),
  ),
  sample(
    'docker-config-auth',
    dockerAuth('docker/3', '_json_key'),
    (s) => `kubectl get secret regcred -o jsonpath='{.data.\\.dockerconfigjson}' | base64 -d\n{"auths":{"ghcr.io":{"username":"ci-bot","auth":"${s}"}}}`,
  ),
];

// Passwords given to common clients on their command line and in their credential files (issue 25).
export const COMMAND_LINE_POSITIVES: PositiveSample[] = [
  sample('secret-assignment', pw('cli/mysql', 16), (s) => `$ mysql -h db.internal -u report -p${s} soc -e "SELECT count(*) FROM alerts"`),
  sample('secret-assignment', pw('cli/mysqldump', 16), (s) => `0 3 * * * mysqldump -u backup -p${s} --all-databases | gzip > /backup/all.sql.gz`),
  sample(
    'secret-assignment',
    pw('cli/sshpass', 14),
    (s) => `for h in $(cat hosts.txt); do sshpass -p '${s}' ssh -o StrictHostKeyChecking=no admin@$h uptime; done`,
  ),
  sample('secret-assignment', pw('cli/docker', 18), (s) => `- run: docker login -u ci-bot -p ${s} registry.example.com`),
  sample('secret-assignment', pw('cli/helm', 18), (s) => `helm registry login harbor.example.com --username robot --password ${s}`),
  sample('secret-assignment', pw('cli/redis', 20), (s) => `redis-cli -h cache.internal -p 6379 -a ${s} --no-auth-warning INFO keyspace`),
  sample(
    'secret-assignment',
    pw('cli/mongo', 16),
    (s) => `mongodump --host rs0/mongo-0:27017 --username backup --password ${s} --authenticationDatabase admin --out /dump`,
  ),
  sample('secret-assignment', pw('cli/smb', 14), (s) => `smbclient //fs01.corp.example/finance -U CORP/svc-scan%${s} -c 'ls'`),
  sample('secret-assignment', pw('file/pgpass', 20), (s) => `# ~/.pgpass (chmod 600)\ndb.internal:5432:cases:ir_app:${s}\n*:5432:*:replicator:${s}x`),
  sample(
    'secret-assignment',
    b64(pw('file/npm', 16)),
    (s) => `; ~/.npmrc\nregistry=https://npm.example.com/\n//npm.example.com/:username=ci\n//npm.example.com/:_password=${s}\nalways-auth=true`,
  ),
];
