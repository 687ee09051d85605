import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SECGATE_BIN } from './support/secgate-process.js';

// The offline commands must start fast: they may not load the service's stack. The built CLI
// runs with a preload that logs every module resolved, and the log is checked by package.
const PRELOAD = fileURLToPath(new URL('./support/log-loaded.mjs', import.meta.url));
const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
const SERVICE = ['@secgate/http-adapter', '@electric-sql/pglite', 'pg', 'openai', '@modelcontextprotocol/sdk', 'hono', '@hono/node-server', 'pino', 'minisearch', 'cwe-sdk'];

const dir = mkdtempSync(join(tmpdir(), 'secgate-loaded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;
/** The packages a run of `secgate ...args` loaded (the workspace's own by their folder). */
function packagesLoaded(args: string[], input?: string): Set<string> {
  const log = join(dir, `run-${(runs += 1)}.log`);
  const run = spawnSync(process.execPath, ['--import', PRELOAD, SECGATE_BIN, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', SECGATE_LOADED_LOG: log },
  });
  expect(run.status, run.stderr).toBe(0);
  const names = new Set<string>();
  for (const url of readFileSync(log, 'utf8').split('\n')) {
    const inNodeModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    const inWorkspace = /\/packages\/([^/]+)\/dist\//.exec(url)?.[1];
    if (inNodeModules) names.add(inNodeModules);
    else if (inWorkspace) names.add(`@secgate/${inWorkspace}`);
  }
  return names;
}

const serviceIn = (names: Set<string>) => SERVICE.filter((name) => names.has(name));

describe('offline commands load no service dependency', () => {
  it.each([
    ['recover', join(EXAMPLES, 'recover.json')],
    ['govern', join(EXAMPLES, 'govern.json')],
    ['respond', join(EXAMPLES, 'respond.json')],
  ])('%s', (command, file) => {
    const loaded = packagesLoaded([command, file]);
    expect(loaded.has('@secgate/calculators')).toBe(true);
    expect(serviceIn(loaded)).toEqual([]);
  });

  it.each([[['example', 'recover']], [['--help']], [['--version']], [['recover', '--help']]])('%j', (args) => {
    expect(serviceIn(packagesLoaded(args))).toEqual([]);
  });

  it('recover and govern do not load the holiday tables; respond loads them for the APPI deadline', () => {
    expect(packagesLoaded(['recover', join(EXAMPLES, 'recover.json')]).has('date-holidays')).toBe(false);
    expect(packagesLoaded(['govern', join(EXAMPLES, 'govern.json')]).has('date-holidays')).toBe(false);
    const example = spawnSync(process.execPath, [SECGATE_BIN, 'example', 'respond'], { encoding: 'utf8' }).stdout;
    expect(packagesLoaded(['respond', '-'], example).has('date-holidays')).toBe(true);
  });

  it('the log does see the service when a service command runs (the check can fail)', () => {
    expect(serviceIn(packagesLoaded(['admin', '--help']))).toContain('@secgate/http-adapter');
  });
});
