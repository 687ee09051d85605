import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestServer } from '../packages/store/src/postgres-test-server.test-support.js';
import { PRIVATE_PASSWORD, freePort, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { SECGATE_BIN } from './support/secgate-process.js';

/*
 * An operator's mistakes, each in a real `secgate` process: every failure is one line on standard
 * error saying what failed, where and what to do, with exit code 1 and no stack trace
 * (docs/operations.md#failures-and-their-messages). Needs the built CLI (npm run build).
 */

const STACK_FRAME = /\n\s+at /;
const isRoot = process.getuid?.() === 0;

/**
 * Whether the `postgres` user can run this checkout's CLI: not when the checkout sits in a
 * directory only its owner may enter (CI clones into a private temporary directory). The cases
 * that need another user are then skipped, loudly; describe-failure.test.ts covers their sentences.
 */
function otherUserCanRunCli(): boolean {
  if (!isRoot) return false;
  const probe = spawnSync('runuser', ['-u', 'postgres', '--', process.execPath, '-e', `require('node:fs').accessSync(${JSON.stringify(SECGATE_BIN)})`]);
  if (probe.status === 0) return true;
  console.warn(`\n*** SKIPPING the cases run as another user: the postgres user cannot reach ${SECGATE_BIN} (a private directory on the way)\n`);
  return false;
}
const work = mkdtempSync(join(tmpdir(), 'secgate-operator-errors-'));
// Readable by the `postgres` user too, which runs the command that must not open port 80.
chmodSync(work, 0o755);

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `secgate ...args` in `work` with only the environment given (no USER, no PGUSER). */
function secgate(args: string[], env: Record<string, string> = {}, options: { asUser?: string } = {}): Promise<Ran> {
  const base = { PATH: process.env.PATH ?? '', HOME: work, SECGATE_LOG_LEVEL: 'warn', ...env };
  const command = [process.execPath, SECGATE_BIN, ...args];
  const [file, ...argv] = options.asUser ? ['runuser', '-u', options.asUser, '--', ...command] : command;
  const child = spawn(file as string, argv, { cwd: work, env: base, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  // A command that wrongly starts would run forever: the test ends it and fails on its exit code.
  const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Exit code 1, one line on standard error, every expected word in it, and no stack frame. */
function expectSentence(ran: Ran, ...words: (string | RegExp)[]): string {
  // SECGATE_PRINT_FAILURES=1 shows each sentence, e.g. to bring docs/operations.md up to date.
  if (process.env.SECGATE_PRINT_FAILURES === '1') console.log(ran.stderr.trim());
  expect(ran.stderr, ran.stderr).not.toMatch(STACK_FRAME);
  expect({ code: ran.code, lines: ran.stderr.trim().split('\n').length }).toEqual({ code: 1, lines: 1 });
  for (const word of words) expect(ran.stderr).toMatch(typeof word === 'string' ? new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : word);
  return ran.stderr.trim();
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('PostgreSQL', () => {
  let shared: URL;
  beforeAll(async () => {
    const found = await findTestServer();
    if (found.url === null) throw new Error(`No PostgreSQL test server: ${found.reasons.join('; ')}`);
    shared = new URL(found.url);
  });
  const urlWith = (change: (url: URL) => void) => {
    const url = new URL(shared.href);
    change(url);
    return url.href;
  };

  it('a URL with no user name (migrate)', async () => {
    const db = urlWith((url) => (url.username = ''));
    expectSentence(
      await secgate(['migrate', '--db', db]),
      `PostgreSQL at ${shared.hostname}:${shared.port || 5432}`,
      'names no user',
      'postgres://USER:PASSWORD@',
    );
  });

  it('nothing listening on the port (serve)', async () => {
    const port = await freePort();
    const db = urlWith((url) => (url.port = String(port)));
    expectSentence(
      await secgate(['serve', '--port', '0', '--db', db]),
      `Cannot connect to PostgreSQL at ${shared.hostname}:${port}`,
      'nothing accepts connections',
      'Start the server',
    );
  });

  it('a database that does not exist (admin)', async () => {
    const db = urlWith((url) => (url.pathname = '/secgate_no_such_database'));
    expectSentence(await secgate(['admin', 'principal', 'list', '--db', db]), "has no database 'secgate_no_such_database'", 'createdb');
  });

  describe('a server that checks passwords and requires TLS', () => {
    let cluster: PrivatePostgres | undefined;
    beforeAll(async () => {
      try {
        cluster = await startPrivatePostgres();
      } catch (error) {
        if (process.env.CI) throw error;
        console.warn(`\n*** SKIPPED: wrong-password and TLS-required tests. ${(error as Error).message} ***\n`);
      }
    }, 120_000);
    afterAll(() => cluster?.stop());

    it('a wrong password (migrate, then admin)', async ({ skip }) => {
      if (!cluster) return skip();
      const db = `postgres://postgres:wrong-password@127.0.0.1:${cluster.port}/postgres`;
      const sentence = expectSentence(
        await secgate(['migrate', '--db', db]),
        `PostgreSQL at 127.0.0.1:${cluster.port}`,
        "refused the password of user 'postgres'",
        'Correct the password',
      );
      expect(sentence).not.toContain('wrong-password');
      expectSentence(await secgate(['admin', 'principal', 'list', '--db', db]), 'refused the password');
      // The right password opens it: the refusal was the password's.
      expect((await secgate(['migrate', '--db', db.replace('wrong-password', PRIVATE_PASSWORD)])).code).toBe(0);
    });

    it('TLS required by the server (serve)', async ({ skip }) => {
      if (!cluster) return skip();
      const db = `postgres://postgres:${PRIVATE_PASSWORD}@127.0.0.1:${cluster.port}/tlsonly`;
      expectSentence(await secgate(['serve', '--port', '0', '--db', db]), `PostgreSQL at 127.0.0.1:${cluster.port}`, 'only over TLS', 'sslmode=verify-full');
      // Following that advice without the certificate's authority: the certificate is the next refusal.
      expectSentence(
        await secgate(['migrate', '--db', `${db}?sslmode=verify-full`]),
        'presented a TLS certificate this machine does not trust (DEPTH_ZERO_SELF_SIGNED_CERT)',
        'sslrootcert',
      );
    });
  });

  it('an unsupported --db URL, its password hidden', async () => {
    const sentence = expectSentence(
      await secgate(['migrate', '--db', 'mysql://app:hunter2@db.example/app']),
      "The database URL 'mysql://app:***@db.example/app' is not supported",
      'postgres://',
    );
    expect(sentence).not.toContain('hunter2');
  });
});

describe('the port', () => {
  let blocker: Server;
  let taken: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    taken = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('in use (EADDRINUSE)', async () => {
    expectSentence(
      await secgate(['serve', '--port', String(taken), '--db', 'memory:']),
      `Cannot listen on 127.0.0.1:${taken}`,
      'another process already uses that port',
      '--port',
    );
  });

  it('not permitted (EACCES: port 80 as a user other than root)', async ({ skip }) => {
    const unprivilegedFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8').trim());
    // Where anyone may open port 80, there is no refusal to see: describe-failure.test.ts covers the sentence.
    if (unprivilegedFrom <= 80) return skip();
    if (isRoot && !otherUserCanRunCli()) return skip();
    const asUser = isRoot ? { asUser: 'postgres' } : {};
    expectSentence(
      await secgate(['serve', '--port', '80', '--db', 'memory:'], {}, asUser),
      'Cannot listen on 127.0.0.1:80',
      'may not open ports below 1024',
      'CAP_NET_BIND_SERVICE',
    );
  });
});

describe('the configuration file', () => {
  const file = (name: string, text: string) => {
    const path = join(work, name);
    writeFileSync(path, text);
    return path;
  };

  it('missing (--config), or a directory (SECGATE_CONFIG)', async () => {
    const missing = join(work, 'missing.json');
    expectSentence(
      await secgate(['serve', '--config', missing, '--db', 'memory:']),
      `Configuration file '${missing}' could not be read: there is no such file`,
      '--config',
    );
    expectSentence(await secgate(['serve', '--db', 'memory:'], { SECGATE_CONFIG: work }), `Configuration file '${work}' could not be read: it is a directory`);
  });

  it('unreadable to the user that runs secgate', async ({ skip }) => {
    // Root reads every file: the refusal needs another user, which only root can become.
    if (!otherUserCanRunCli()) return skip();
    const secret = file('root-only.json', '{}');
    chmodSync(secret, 0o600);
    expectSentence(
      await secgate(['serve', '--config', secret, '--db', 'memory:'], {}, { asUser: 'postgres' }),
      `Configuration file '${secret}' could not be read: this user may not read it (EACCES)`,
    );
  });

  it('not JSON: the file, the line and the column (serve and admin)', async () => {
    const broken = file('broken.json', '{\n  "freeRequestsPerDay": 5\n  "aupVersion": "2"\n}\n');
    const words = [`Configuration file '${broken}' is not valid JSON at line 3, column 3`, "Expected ',' or '}' after property value", 'Correct the file'];
    expectSentence(await secgate(['serve', '--config', broken, '--db', 'memory:']), ...words);
    expectSentence(await secgate(['admin', 'principal', 'list', '--config', broken, '--db', 'memory:']), ...words);
    const word = file('word.json', '{\n  "probe": {\n    "enabled": yes }\n}');
    expectSentence(await secgate(['serve', '--config', word, '--db', 'memory:']), 'is not valid JSON at line 3, column 16', "Unexpected token 'y'.");
  });

  it('an unknown field, an invalid value: the field path', async () => {
    expectSentence(
      await secgate(['serve', '--config', file('unknown.json', '{"probe": {"enabeld": true}}'), '--db', 'memory:']),
      "field 'probe.enabeld' is not a configuration field",
    );
    expectSentence(
      await secgate(['serve', '--config', file('invalid.json', '{"probe": {"intervalMs": "often"}}'), '--db', 'memory:']),
      "field 'probe.intervalMs' must be a number",
    );
  });

  it('a secret variable a field names that is not set: the start is refused (serve and admin)', async () => {
    const oidc = file(
      'oidc.json',
      JSON.stringify({ console: { oidc: { issuer: 'https://idp.example.org', clientId: 'secgate', clientSecretEnv: 'MY_OIDC_SECRET' } } }),
    );
    const words = ["Configuration field 'console.oidc.clientSecretEnv' names the environment variable MY_OIDC_SECRET, which is not set", 'Set it'];
    expectSentence(await secgate(['serve', '--config', oidc, '--db', 'memory:']), ...words);
    expectSentence(await secgate(['admin', 'principal', 'list', '--db', 'memory:'], { SECGATE_CONFIG: oidc }), ...words);
    const route = file('route.json', JSON.stringify({ routes: { shared: { baseURL: 'http://127.0.0.1:9/v1', apiKeyEnv: 'UPSTREAM_KEY' } } }));
    expectSentence(
      await secgate(['serve', '--config', route, '--db', 'memory:'], { UPSTREAM_KEY: '' }),
      "'routes.shared.apiKeyEnv' names the environment variable UPSTREAM_KEY, which is not set",
    );
  });
});

describe('the ATT&CK bundle of SECGATE_ATTACK_BUNDLE', () => {
  it('missing, or not JSON', async () => {
    const missing = join(work, 'enterprise-attack.json');
    expectSentence(
      await secgate(['serve', '--port', '0', '--db', 'memory:'], { SECGATE_ATTACK_BUNDLE: missing }),
      `The ATT&CK bundle ${missing} named by SECGATE_ATTACK_BUNDLE cannot be used: the file cannot be read (ENOENT)`,
      'unset it',
    );
    const junk = join(work, 'junk-attack.json');
    writeFileSync(junk, 'not json');
    expectSentence(
      await secgate(['serve', '--port', '0', '--db', 'memory:'], { SECGATE_ATTACK_BUNDLE: junk }),
      `The ATT&CK bundle ${junk} named by SECGATE_ATTACK_BUNDLE cannot be used: the file is not valid JSON`,
    );
  });
});

describe('a full disk under the embedded store', () => {
  const mounts: string[] = [];
  /** A tmpfs of `size`, or undefined where mounting is not permitted (not root, no CAP_SYS_ADMIN). */
  const tmpfs = async (size: string): Promise<string | undefined> => {
    const dir = join(work, `disk-${mounts.length}`);
    mkdirSync(dir);
    const ran = await run('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
    if (ran !== 0) {
      console.warn(`\n*** SKIPPED: the full-disk test cannot mount a tmpfs here (mount exited ${ran}); describe-failure.test.ts covers the sentence. ***\n`);
      return undefined;
    }
    mounts.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of mounts) await run('umount', [dir]);
  });

  it('when the store is created, and when its migrations write (migrate)', async ({ skip }) => {
    const small = await tmpfs('2m');
    if (!small) return skip();
    expectSentence(await secgate(['migrate', '--db', `file:${small}/db`]), `The disk that holds the embedded store ${small}/db is full`, 'Free space');

    // A created but not yet migrated directory on a disk with no room left: the migrations fail.
    const fresh = join(work, 'fresh-db');
    const pglite = join(process.cwd(), 'node_modules/@electric-sql/pglite/dist/index.js');
    expect(
      await run(process.execPath, [
        '--input-type=module',
        '-e',
        `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create(${JSON.stringify(fresh)})).close();`,
      ]),
    ).toBe(0);
    const full = await tmpfs('64m');
    if (!full) return skip();
    cpSync(fresh, join(full, 'db'), { recursive: true });
    await run('sh', ['-c', `dd if=/dev/zero of=${full}/filler bs=64k 2>/dev/null; true`]);
    expectSentence(await secgate(['migrate', '--db', `file:${full}/db`]), `The disk that holds the embedded store ${full}/db is full`);
  }, 120_000);
});

describe('SECGATE_DEBUG=1', () => {
  it('prints the stack after the sentence', async () => {
    const ran = await secgate(['migrate', '--db', 'mysql://x'], { SECGATE_DEBUG: '1' });
    expect(ran.code).toBe(1);
    expect(ran.stderr.split('\n')[0]).toMatch(/^secgate: The database URL 'mysql:\/\/x' is not supported/);
    expect(ran.stderr).toMatch(STACK_FRAME);
  });
});

function run(file: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'ignore' });
    child.once('error', () => resolve(-1));
    child.once('exit', (code) => resolve(code));
  });
}
