/*
 * What a documented command is turned into before this repository's test runs it: every
 * substitution, in one place. Anything not listed runs exactly as written.
 */

/** The values a block's commands are run against. */
export interface RunValues {
  /** The repository, for the built CLI and the benchmark. */
  repo: string;
  /** The block's own temporary directory (its working directory). */
  sandbox: string;
  /** A demo server the test started (`secgate serve --demo`), and its printed token. */
  demoUrl: string;
  demoToken: string;
  /** The secret that demo server checks billing webhooks with. */
  webhookSecret: string;
  /** A loopback URL nothing listens on: stands in for the model servers of the examples. */
  unreachableOrigin: string;
  /** A database of its own on the local PostgreSQL server, for blocks that use PostgreSQL. */
  database?: { url: string; name: string; host: string; port: string; user: string };
}

export interface Substitution {
  /** What the documentation says, as a user types it. */
  documented: string;
  /** What runs instead, and why. */
  runs: string;
  pattern: RegExp;
  replace(values: RunValues): string;
}

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

function databaseOf(values: RunValues): NonNullable<RunValues['database']> {
  if (!values.database) throw new Error('this command names PostgreSQL: give its block the postgres fixture');
  return values.database;
}

export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    documented: 'npx secgate',
    runs: 'node <repo>/packages/cli/bin/secgate.js: the built CLI that npx finds in the repository',
    pattern: /\bnpx secgate\b/g,
    replace: (v) => `node ${quote(`${v.repo}/packages/cli/bin/secgate.js`)}`,
  },
  {
    documented: 'http://127.0.0.1:8080',
    runs: 'the URL of the demo server the test started on a free loopback port',
    pattern: /http:\/\/127\.0\.0\.1:8080/g,
    replace: (v) => v.demoUrl,
  },
  {
    documented: 'localhost:8080',
    runs: "that demo server's host and port",
    pattern: /\blocalhost:8080\b/g,
    replace: (v) => new URL(v.demoUrl).host,
  },
  {
    documented: 'sgp_...',
    runs: 'the token that demo server printed ($SECGATE_TOKEN is set to it too, see SESSION_VARIABLES)',
    pattern: /\bsgp_\.\.\./g,
    replace: (v) => v.demoToken,
  },
  {
    documented: '--port 8080',
    runs: '--port 0: a free port; commands without --port get SECGATE_PORT=0 from the sandbox',
    pattern: /--port 8080\b/g,
    replace: () => '--port 0',
  },
  {
    documented: 'http://10.0.0.10:8000 (the model servers of the vLLM example)',
    runs: 'a loopback port nothing listens on: the service must start and report the origins down',
    pattern: /http:\/\/10\.0\.0\.\d+:\d+/g,
    replace: (v) => v.unreachableOrigin,
  },
  {
    documented: 'postgres://secgate@db.internal:5432/secgate',
    runs: "a fresh database on the local PostgreSQL server (SECGATE_TEST_DATABASE_URL's server), dropped afterwards",
    pattern: /postgres:\/\/[^\s"']+/g,
    replace: (v) => databaseOf(v).url,
  },
  {
    documented: 'createdb secgate',
    runs: 'createdb of that fresh database on the local server',
    pattern: /\bcreatedb secgate\b/g,
    replace: (v) => {
      const db = databaseOf(v);
      return `createdb --host=${db.host} --port=${db.port} --username=${quote(db.user)} ${db.name}`;
    },
  },
  {
    documented: '/data/enterprise-attack.json',
    runs: '<sandbox>/data/enterprise-attack.json: a small generated Enterprise bundle',
    pattern: /\/data\/enterprise-attack\.json\b/g,
    replace: (v) => `${v.sandbox}/data/enterprise-attack.json`,
  },
  {
    documented: 'npm run bench',
    runs:
      'node <repo>/bench/run.mjs --quick --only cold-start --out <sandbox>/bench.json: the script after its build ' +
      '(npm test built already; building again would rewrite dist/ under the other tests), its cheapest section, ' +
      'and results kept out of bench/results/',
    pattern: /^npm run bench$/g,
    replace: (v) => `node ${quote(`${v.repo}/bench/run.mjs`)} --quick --only cold-start --out ${quote(`${v.sandbox}/bench.json`)}`,
  },
  {
    documented: 'npm run knowledge:snapshot --',
    runs:
      'node <repo>/packages/http-adapter/scripts/attack-snapshot.mjs --out <sandbox>/knowledge-snapshot: the script after its ' +
      'build, writing into the sandbox instead of over the shipped snapshot (the bundles it reads are small generated ones)',
    pattern: /^npm run knowledge:snapshot --(?= )/g,
    replace: (v) => `node ${quote(`${v.repo}/packages/http-adapter/scripts/attack-snapshot.mjs`)} --out ${quote(`${v.sandbox}/knowledge-snapshot`)}`,
  },
];

/** Variables the documentation assumes the reader exported; set in a block that uses `$NAME`. */
export const SESSION_VARIABLES: Readonly<Record<string, (values: RunValues) => string>> = {
  SECGATE_TOKEN: (v) => v.demoToken,
  SECGATE_WEBHOOK_SECRET: (v) => v.webhookSecret,
};

/** The command as the test runs it. */
export function substitute(command: string, values: RunValues): string {
  return SUBSTITUTIONS.reduce((text, s) => text.replace(s.pattern, () => s.replace(values)), command);
}

/** The session variables a block's commands refer to, with their values. */
export function sessionVariables(commands: readonly string[], values: RunValues): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(SESSION_VARIABLES)) {
    if (commands.some((command) => command.includes(`$${name}`))) env[name] = value(values);
  }
  return env;
}
