import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACES = ['@secgate/core', '@secgate/calculators', '@secgate/store', '@secgate/http-adapter', '@secgate/cli'];
const fromRepo = createRequire(join(REPO, 'package.json'));
/** The repository's own TypeScript and Node types, so npm finds them in its cache. */
const TOOLS = [`typescript@${fromRepo('typescript/package.json').version}`, `@types/node@${fromRepo('@types/node/package.json').version}`];

/**
 * The environment for npm in the temporary project. A test run under `npm test` inherits npm's
 * npm_* variables (the workspace's prefix, the running script), which would make the nested npm
 * act on the repository: only where the cache, the user's configuration and registry are is kept.
 */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const keep = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_globalconfig', 'npm_config_registry']);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && (!key.toLowerCase().startsWith('npm_') || keep.has(key.toLowerCase())) && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs a command, and throws with its output unless it exits 0. */
export function run(command: string, args: readonly string[], cwd: string, input?: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, input, encoding: 'utf8', env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

interface Tarball {
  /** The package's name, e.g. @secgate/core. */
  name: string;
  file: string;
  /** Bytes, compressed and unpacked, as npm pack reports them. */
  size: number;
  unpackedSize: number;
  entryCount: number;
  /** The paths inside the tarball. */
  files: string[];
}

export interface PackedProject {
  /** The temporary folder holding the tarballs and the project: remove it when done. */
  root: string;
  /** The empty project, outside the repository, with the four tarballs installed. */
  dir: string;
  tarballs: Tarball[];
  packMs: number;
  installMs: number;
}

/**
 * Packs the five packages (built beforehand) and installs the tarballs, as a user would, with one
 * `npm install` in a new project: each @secgate/* dependency (an exact 0.1.0) is then satisfied
 * by the tarball beside it, and everything else comes from the registry.
 */
export function installPacked(): PackedProject {
  const root = mkdtempSync(join(tmpdir(), 'secgate-packed-'));
  const packs = join(root, 'packs');
  const dir = join(root, 'project');
  mkdirSync(packs);
  mkdirSync(dir);

  let started = performance.now();
  const packed = run('npm', ['pack', '--json', '--pack-destination', packs, ...WORKSPACES.flatMap((name) => ['-w', name])], REPO);
  type Packed = Omit<Tarball, 'file' | 'files'> & { filename: string; files: { path: string }[] };
  const tarballs = (JSON.parse(packed.stdout) as Packed[]).map(({ name, filename, size, unpackedSize, entryCount, files }) => ({
    name,
    file: join(packs, filename),
    size,
    unpackedSize,
    entryCount,
    files: files.map((entry) => entry.path),
  }));
  const packMs = performance.now() - started;

  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'secgate-packed-install', private: true, type: 'module' }, null, 2)}\n`);
  started = performance.now();
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs.map((t) => t.file), ...TOOLS], dir);
  return { root, dir, tarballs, packMs, installMs: performance.now() - started };
}

export interface Served {
  url: string;
  token: string;
  /** SIGTERM, and the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** Starts the installed `secgate serve --demo` on a free loopback port and reads its URL and token. */
export function serveDemo(dir: string): Promise<Served> {
  const child = spawn(join(dir, 'node_modules', '.bin', 'secgate'), ['serve', '--demo', '--port', '0', '--host', '127.0.0.1'], {
    cwd: dir,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  let err = '';
  return new Promise<Served>((resolve, reject) => {
    const check = () => {
      const token = /Demo token \(shown once\): (\S+)/.exec(out)?.[1];
      const url = /secgate listening on (\S+)/.exec(err)?.[1];
      if (token && url) {
        resolve({
          url,
          token,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.setEncoding('utf8').on('data', (text: string) => ((out += text), check()));
    child.stderr.setEncoding('utf8').on('data', (text: string) => ((err += text), check()));
    void exited.then((code) => reject(new Error(`secgate serve exited with ${code}:\n${out}\n${err}`)));
  });
}
