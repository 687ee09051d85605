// Positives of the `secret-assignment` kind: a value given to a secret-named key in the file
// formats and languages people paste (.env, shell, YAML, JSON, TOML, INI, Java properties, XML,
// Python, JavaScript, Go, PHP, Ruby, C#, Dockerfile, Terraform, Kubernetes, CLI flags).
import { ALNUM, HEX, URLSAFE, body, sample, type PositiveSample } from './corpus-kit.test-support.js';

// Passwords mix in punctuation, but start with a letter or digit (a YAML plain scalar cannot
// start with `@`, `*` or `%`), and hold no `#`, which starts a comment in several formats.
const value = (label: string, length = 24) => body(`${label}/0`, 1, ALNUM) + body(label, length - 1, `${ALNUM}-_@%^*.`);
const token = (label: string, length = 32) => body(label, length, URLSAFE);

export const ASSIGNMENT_POSITIVES: PositiveSample[] = [
  sample('secret-assignment', value('asg/env1'), (s) => `# .env\nDB_HOST=10.20.0.7\nDB_USER=ir_app\nDB_PASSWORD=${s}\nDB_NAME=cases\n`),
  sample(
    'secret-assignment',
    token('asg/yaml1'),
    (s) => `threatintel:\n  provider: otx\n  base_url: https://otx.example.com/api/v1\n  api_key: ${s}\n  timeout: 30\n`,
  ),
  sample(
    'secret-assignment',
    token('asg/json1'),
    (s) => `{\n  "oauth": {\n    "client_id": "ir-portal",\n    "client_secret": "${s}",\n    "redirect_uri": "https://ir.example.com/cb"\n  }\n}`,
  ),
  sample('secret-assignment', value('asg/toml1'), (s) => `[database]\nhost = "db.internal"\nuser = "collector"\npassword = "${s}"\nport = 5432\n`),
  sample('secret-assignment', value('asg/ini1'), (s) => `[mysql]\nhost=127.0.0.1\nuser=root\npassword=${s}\n`),
  sample(
    'secret-assignment',
    value('asg/props1'),
    (s) => `spring.datasource.url=jdbc:postgresql://db:5432/soc\nspring.datasource.username=soc\nspring.datasource.password=${s}\n`,
  ),
  sample(
    'secret-assignment',
    value('asg/xml1'),
    (s) =>
      `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
  ),
  sample('secret-assignment', token('asg/py1', 50), (s) => `# settings.py\nDEBUG = False\nSECRET_KEY = "${s}"\nALLOWED_HOSTS = ["ir.example.com"]`),
  sample('secret-assignment', token('asg/js1'), (s) => `const config = {\n  port: 8080,\n  apiKey: '${s}',\n  region: 'eu-central-1',\n};`),
  sample(
    'secret-assignment',
    value('asg/go1'),
    (s) => `cfg := mysql.Config{\n\tUser:   "ingest",\n\tPasswd: "${s}",\n\tNet:    "tcp",\n\tAddr:   "10.0.3.4:3306",\n}`,
  ),
  sample('secret-assignment', value('asg/sh1'), (s) => `export REDIS_PASSWORD='${s}'\nredis-cli -a "$REDIS_PASSWORD" INFO`),
  sample(
    'secret-assignment',
    value('asg/php1'),
    (s) => `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '${s}' );\ndefine( 'DB_HOST', 'localhost' );`,
  ),
  sample('secret-assignment', body('asg/rb1', 128, HEX), (s) => `production:\n  secret_key_base: ${s}\n`),
  sample(
    'secret-assignment',
    token('asg/cs1'),
    (s) => `var client = new ThreatFeedClient(new ThreatFeedOptions { Endpoint = "https://feed.example.com", ApiSecret = "${s}" });`,
  ),
  sample('secret-assignment', value('asg/docker1'), (s) => `FROM postgres:16\nENV POSTGRES_USER=ir\nENV POSTGRES_PASSWORD=${s}\n`),
  sample(
    'secret-assignment',
    value('asg/compose1'),
    (s) => `services:\n  db:\n    image: mariadb:11\n    environment:\n      - MARIADB_ROOT_PASSWORD=${s}\n      - MARIADB_DATABASE=misp\n`,
  ),
  sample(
    'secret-assignment',
    value('asg/k8s1'),
    (s) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: misp-db\ntype: Opaque\nstringData:\n  password: ${s}\n`,
  ),
  sample('secret-assignment', value('asg/tf1'), (s) => `# terraform.tfvars\nregion      = "eu-west-1"\ndb_password = "${s}"\n`),
  sample('secret-assignment', value('asg/ansible1'), (s) => `- hosts: sensors\n  vars:\n    ansible_become_password: "${s}"\n  roles:\n    - zeek`),
  sample('secret-assignment', value('asg/cli1'), (s) => `$ mysqldump --user=backup --password=${s} --all-databases > dump.sql`),
  sample('secret-assignment', value('asg/pg1'), (s) => `PGPASSWORD=${s} psql -h 10.20.0.7 -U ir_ro -d cases -c 'select count(*) from alerts'`),
  sample('secret-assignment', token('asg/jwtsecret'), (s) => `JWT_SECRET=${s}`),
  sample('secret-assignment', 'Winter2026!Falcon', (s) => `ldap:\n  bind_dn: cn=svc-ir,ou=service,dc=corp,dc=example\n  bind_password: "${s}"\n`),
  sample('secret-assignment', token('asg/auth1'), (s) => `{"webhook": {"url": "https://soar.example.com/hooks/42", "auth_token": "${s}"}}`),
  sample('secret-assignment', value('asg/netrc'), (s) => `machine files.example.com\nlogin ir-sync\npassword ${s}\n`),
  sample('secret-assignment', token('asg/py2'), (s) => `vt = vt.Client(apikey="${s}")  # VirusTotal`),
  sample(
    'secret-assignment',
    value('asg/jenkins'),
    (s) =>
      `<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>${s}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>`,
  ),
  sample('secret-assignment', token('asg/yaml2', 40), (s) => `shodan:\n  apiKey: "${s}"\n`),
  sample('secret-assignment', token('asg/enc', 44), (s) => `ENCRYPTION_KEY=${s}\nLOG_LEVEL=info`),
  sample('secret-assignment', value('asg/props2'), (s) => `mail.smtp.password = ${s}`),
  sample(
    'secret-assignment',
    Buffer.from(value('asg/k8sdata')).toString('base64'),
    (s) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: elastic-creds\ndata:\n  username: ZWxhc3RpYw==\n  password: ${s}\n`,
  ),
  sample(
    'secret-assignment',
    token('asg/tfstate'),
    (s) =>
      `"resources": [{"type": "random_password", "name": "db", "instances": [{"attributes": {"length": 24, "result": "x", "bcrypt_hash": "y", "password": "${s}"}}]}]`,
  ),
  // A libpq keyword/value connection string: not a URL, a list of assignments.
  sample(
    'secret-assignment',
    value('asg/libpq'),
    (s) => `2026-03-02 09:14:55,118 DEBUG db.pool connecting with dsn "host=10.20.0.7 port=5432 dbname=cases user=ir_app password=${s} sslmode=require"`,
  ),
];
