import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { smallAttackBundle } from '../../packages/http-adapter/src/knowledge/small-bundle.test-support.js';
import { findTestServer } from '../../packages/store/src/postgres-test-server.test-support.js';
import { freshDatabase, postgresAvailable } from '../support/e2e-service.js';
import { SECGATE_BIN } from '../support/secgate-process.js';
import type { FixtureName } from './documented-commands.js';
import type { RunValues } from './substitutions.js';

const run = promisify(execFile);

/** What a block needs beyond the sandbox: prepared before its session, checked and removed after. */
export interface FixtureContext {
  sandbox: string;
  values: RunValues;
  /** What setUp leaves for check and tearDown. */
  state: Record<string, string>;
  cleanups: (() => Promise<void>)[];
}

export interface Fixture {
  /** Needs the PostgreSQL server (and its client tools). */
  postgres?: boolean;
  setUp(context: FixtureContext): Promise<void>;
  /** After the block ran: what the commands did, seen from outside. */
  check?(context: FixtureContext): Promise<void>;
}

/** Runs the built CLI in the sandbox (without blocking the other blocks) and throws unless it exits 0. */
export async function secgate(sandbox: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [SECGATE_BIN, ...args], {
    cwd: sandbox,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`secgate ${args.join(' ')} exited with ${error.code}:\n${error.stdout}\n${error.stderr}`);
  });
  return stdout;
}

function databaseValues(url: string): NonNullable<RunValues['database']> {
  const parsed = new URL(url);
  return { url, name: parsed.pathname.slice(1), host: parsed.hostname, port: parsed.port || '5432', user: decodeURIComponent(parsed.username) };
}

/** A database name of its own on the test server, not created yet (the block's `createdb` does that). */
async function reserveDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = await findTestServer();
  if (server.url === null) throw new Error(`No PostgreSQL server: ${server.reasons.join('; ')}`);
  const admin = server.url;
  const name = `secgate_docs_${randomBytes(6).toString('hex')}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const FIXTURES: Record<FixtureName, Fixture> = {
  /** `./.secgate/db` holding a principal, written by a `secgate admin` process that has exited. */
  'stopped-store': {
    async setUp({ sandbox, state }) {
      state.principal = (await secgate(sandbox, ['admin', 'principal', 'create', '--label', 'backed up'])).trim();
    },
    async check({ sandbox, state }) {
      const copies = readdirSync(join(sandbox, 'backup')).filter((name) => /^secgate-db-\d{14}$/.test(name));
      if (copies.length !== 1) throw new Error(`expected one backup/secgate-db-<time> directory, found ${JSON.stringify(copies)}`);
      const shown = await secgate(sandbox, ['admin', 'principal', 'show', state.principal!, '--db', `file:${join(sandbox, 'backup', copies[0]!)}`]);
      if (!shown.includes('backed up')) throw new Error(`the copied store does not hold the principal:\n${shown}`);
    },
  },
  /** A database name on the local server for `createdb`, dropped afterwards. */
  'postgres-database': {
    postgres: true,
    async setUp({ values, cleanups }) {
      const database = await reserveDatabase();
      cleanups.push(database.drop);
      values.database = databaseValues(database.url);
    },
  },
  /** A migrated database holding a principal, for pg_dump and pg_restore; dropped afterwards. */
  'postgres-store': {
    postgres: true,
    async setUp({ sandbox, values, state, cleanups }) {
      const database = await freshDatabase();
      cleanups.push(database.drop);
      values.database = databaseValues(database.url);
      await secgate(sandbox, ['migrate', '--db', database.url]);
      state.principal = (await secgate(sandbox, ['admin', 'principal', 'create', '--label', 'dumped', '--db', database.url])).trim();
    },
    async check({ sandbox, values, state }) {
      if (!existsSync(join(sandbox, 'secgate.dump')) || statSync(join(sandbox, 'secgate.dump')).size === 0) throw new Error('pg_dump wrote no secgate.dump');
      const shown = await secgate(sandbox, ['admin', 'principal', 'show', state.principal!, '--db', values.database!.url]);
      if (!shown.includes('dumped')) throw new Error(`the restored database does not hold the principal:\n${shown}`);
    },
  },
  /**
   * Small generated ATT&CK bundles where the commands name them: enterprise-attack.json and
   * ics-attack.json (STIX 2.0, so --version names their release), data/enterprise-attack.json, and
   * the knowledge-snapshot/ folder the snapshot script writes into. `knowledge update` downloads
   * from the local mirror (SECGATE_ATTACK_BASE_URL, see sandbox.ts).
   */
  'attack-bundles': {
    async setUp({ sandbox }) {
      for (const domain of ['enterprise-attack', 'ics-attack']) writeFileSync(join(sandbox, `${domain}.json`), smallAttackBundle(domain));
      mkdirSync(join(sandbox, 'data'));
      writeFileSync(join(sandbox, 'data', 'enterprise-attack.json'), smallAttackBundle('enterprise-attack'));
      mkdirSync(join(sandbox, 'knowledge-snapshot'));
    },
  },
};

const POSTGRES_TOOLS = ['createdb', 'pg_dump', 'pg_restore'];

/**
 * Whether the PostgreSQL commands can run: the server (the store tests' policy: under CI its
 * absence is an error, elsewhere a loud skip) and the client tools the documentation names.
 */
export async function postgresForDocs(): Promise<boolean> {
  if (!(await postgresAvailable())) return false;
  const missing = POSTGRES_TOOLS.filter((tool) => spawnSync(tool, ['--version'], { encoding: 'utf8' }).status !== 0);
  if (missing.length === 0) return true;
  if (process.env.CI) throw new Error(`CI needs the PostgreSQL client tools: ${missing.join(', ')} not found`);
  console.warn(`\n*** SKIPPING the documented PostgreSQL commands: ${missing.join(', ')} not found\n`);
  return false;
}
