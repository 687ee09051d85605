import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PRELOAD = fileURLToPath(new URL('./log-loaded.mjs', import.meta.url));

/** The packages of the service: an offline calculator run must load none of them. */
export const SERVICE_PACKAGES = [
  '@secgate/http-adapter',
  '@secgate/store',
  '@electric-sql/pglite',
  'pg',
  'openai',
  '@modelcontextprotocol/sdk',
  'hono',
  '@hono/node-server',
  'pino',
  'minisearch',
  'cwe-sdk',
];

export interface LoadedRun {
  /** The script to run with node (the CLI's entry). */
  script: string;
  args: readonly string[];
  /** A file for the preload's log; removed afterwards. */
  log: string;
  cwd?: string;
  input?: string;
}

/**
 * Runs `node script ...args` with a preload that logs every module resolved, checks it exits 0 and
 * returns the packages it loaded: by their node_modules folder, or as @secgate/<name> for the
 * workspace's own packages (npm links them, so they resolve to packages/<name>/dist).
 */
export function packagesLoaded(run: LoadedRun): Set<string> {
  const result = spawnSync(process.execPath, ['--import', PRELOAD, run.script, ...run.args], {
    cwd: run.cwd,
    input: run.input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', SECGATE_LOADED_LOG: run.log },
  });
  if (result.status !== 0) throw new Error(`${run.args.join(' ')} exited with ${result.status}: ${result.stderr}`);
  const names = new Set<string>();
  for (const url of readFileSync(run.log, 'utf8').split('\n')) {
    const inNodeModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    const inWorkspace = /\/packages\/([^/]+)\/dist\//.exec(url)?.[1];
    if (inNodeModules) names.add(inNodeModules);
    else if (inWorkspace) names.add(`@secgate/${inWorkspace}`);
  }
  rmSync(run.log, { force: true });
  return names;
}

export const serviceIn = (names: ReadonlySet<string>): string[] => SERVICE_PACKAGES.filter((name) => names.has(name));
