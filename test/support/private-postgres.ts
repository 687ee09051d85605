import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of the test's own, for the logins the shared trust-auth test server cannot
 * refuse: password authentication (scram-sha-256, user `postgres`, password PRIVATE_PASSWORD) over
 * TCP on 127.0.0.1, TLS on (a self-signed certificate), and the database `tlsonly` that refuses
 * every connection without TLS. initdb and postgres refuse to run as root: as root, they run as
 * the `postgres` user in a directory it owns.
 */
export interface PrivatePostgres {
  port: number;
  stop(): void;
}

export const PRIVATE_PASSWORD = 'right-password';

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL's server programs are not installed. */
function serverBinDir(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const candidates = ['/usr/local/bin', ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`), '/usr/local/pgsql/bin'];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a program as the user the cluster belongs to: `postgres` when this process is root. */
function asOwner(program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinDir();
  if (bin === undefined) throw new Error('initdb and pg_ctl are not installed (looked in /usr/local/bin and /usr/lib/postgresql/*/bin)');
  const dir = mkdtempSync(join(tmpdir(), 'secgate-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped: nothing to undo but the files.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (process.getuid?.() === 0) {
      const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, ids('-u'), ids('-g'));
    }
    chmodSync(dir, 0o700);
    const pwfile = join(dir, 'password');
    writeFileSync(pwfile, `${PRIVATE_PASSWORD}\n`);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', pwfile]);
    asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth-host=scram-sha-256', '--auth-local=trust', `--pwfile=${pwfile}`, '--no-sync']);
    asOwner('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(data, 'server.key'),
      '-out',
      join(data, 'server.crt'),
    ]);
    asOwner('chmod', ['600', join(data, 'server.key')]);
    const conf = `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nssl = on\nfsync = off\n`;
    const hba = 'local all all trust\nhostnossl tlsonly all 127.0.0.1/32 reject\nhost all all 127.0.0.1/32 scram-sha-256\n';
    asOwner('sh', ['-c', `printf '%s' "$1" >> "$3/postgresql.conf" && printf '%s' "$2" > "$3/pg_hba.conf"`, 'sh', conf, hba, data]);
    asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    asOwner(existsSync(join(bin, 'psql')) ? join(bin, 'psql') : 'psql', ['-h', dir, '-p', String(port), '-d', 'postgres', '-c', 'CREATE DATABASE tlsonly']);
    return { port, stop };
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`The private PostgreSQL cluster did not start: ${stderr || (error as Error).message}`);
  }
}
