import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../bin/node-flags.js';

// The installed command, as npm links it: bin/secgate.js, which runs `secgate serve` in a node
// started with the flags of node-flags.js when its own node lacks them, and every other command in
// its own node.
const BIN = fileURLToPath(new URL('../bin/secgate.js', import.meta.url));
const MARK = 'secgate-test: a node starts';
const env = { PATH: process.env.PATH ?? '' };
let dir: string;

beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../dist/secgate.js', import.meta.url)))) throw new Error('Build the CLI first (npm run build)');
  dir = mkdtempSync(join(tmpdir(), 'secgate-bin-'));
  writeFileSync(join(dir, 'govern.json'), spawnSync(process.execPath, [BIN, 'example', 'govern'], { encoding: 'utf8', env }).stdout);
});

/**
 * How many nodes began loading an entry for one run of `args`: a module given to --import (passed
 * on to a child node with the other node options) prints MARK as each node starts.
 */
function nodeStarts(args: string[]) {
  const marker = `data:text/javascript,console.log(${JSON.stringify(MARK)})`;
  const run = spawnSync(process.execPath, ['--import', marker, BIN, ...args], { encoding: 'utf8', env });
  return { status: run.status, starts: run.stdout.split(MARK).length - 1 };
}

/** The pid of a process's only child, once it has one. */
async function childOf(pid: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children) return Number(children.split(' ')[0]);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`process ${pid} started no child`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function gone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 200 && isAlive(pid); attempt++) await new Promise((resolve) => setTimeout(resolve, 25));
  return !isAlive(pid);
}

/** `secgate serve` on a new store of its own, on a free port: the command that runs in a child node. */
function startedServer(): ChildProcess & { pid: number } {
  const db = join(dir, `db-${Math.random().toString(36).slice(2)}`);
  const wrapper = spawn(process.execPath, [BIN, 'serve', '--db', `file:${db}`, '--port', '0', '--host', '127.0.0.1'], { stdio: 'ignore', env });
  if (wrapper.pid === undefined) throw new Error('could not start secgate');
  return wrapper as ChildProcess & { pid: number };
}

describe('the installed secgate command', () => {
  // V8's tier-up switched at run time crashed about one process in a hundred (SIGSEGV); given to
  // node at start it never did. The server's node gets every flag, each once.
  it('runs serve in a child node started with every flag of node-flags.js, each once', async () => {
    const wrapper = startedServer();
    try {
      const server = await childOf(wrapper.pid);
      const args = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
      for (const flag of NODE_FLAGS) expect(args.filter((arg) => arg === flag)).toHaveLength(1);
    } finally {
      wrapper.kill('SIGKILL');
    }
  });

  it('runs every other command in its own node: one start, not two', () => {
    const govern = nodeStarts(['govern', join(dir, 'govern.json')]);
    expect(govern.status).toBe(0);
    expect(govern.starts).toBe(1);
  });

  it("passes on the server's standard streams and exit status", () => {
    const bad = spawnSync(process.execPath, [BIN, 'serve', '--config', join(dir, 'missing.json')], { encoding: 'utf8', env });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Configuration file .*missing\.json' could not be read/);
  });

  it('passes SIGTERM on to the server and ends when it has', async () => {
    const wrapper = startedServer();
    const server = await childOf(wrapper.pid);
    const ended = new Promise<void>((resolve) => wrapper.once('exit', () => resolve()));
    wrapper.kill('SIGTERM');
    await ended;
    expect(await gone(server)).toBe(true);
  });

  it('takes the server with it when it is killed outright', async () => {
    const wrapper = startedServer();
    const server = await childOf(wrapper.pid);
    expect(isAlive(server)).toBe(true);
    wrapper.kill('SIGKILL');
    expect(await gone(server)).toBe(true);
  });
});
