import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../bin/node-flags.js';

// The installed command, as npm links it: bin/secgate.js, which runs the built CLI in a node
// started with --no-regexp-tier-up when its own node lacks it.
const BIN = fileURLToPath(new URL('../bin/secgate.js', import.meta.url));
const MARK = 'secgate-test: a node starts';
const env = { PATH: process.env.PATH ?? '' };
let dir: string;

beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../dist/secgate.js', import.meta.url)))) throw new Error('Build the CLI first (npm run build)');
  dir = mkdtempSync(join(tmpdir(), 'secgate-bin-'));
  writeFileSync(join(dir, 'empty.mjs'), '');
  writeFileSync(join(dir, 'govern.json'), spawnSync(process.execPath, [BIN, 'example', 'govern'], { encoding: 'utf8', env }).stdout);
});

/**
 * How many regular expressions V8 compiled to bytecode (its interpreter's tier) and to machine code
 * in the last node to start: node prints each compilation with --trace-regexp-tier-up, and a module
 * given to --import (passed on to a child node with the other node options) prints MARK as each
 * node begins loading its entry.
 */
function regexpCompilations(entry: string, args: string[]) {
  const marker = `data:text/javascript,console.log(${JSON.stringify(MARK)})`;
  const run = spawnSync(process.execPath, ['--trace-regexp-tier-up', '--import', marker, entry, ...args], { encoding: 'utf8', env });
  const after = run.stdout.slice(run.stdout.lastIndexOf(MARK));
  return { status: run.status, bytecode: after.match(/bytecode size/g)?.length ?? 0, machineCode: after.match(/native code size/g)?.length ?? 0 };
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

/** `secgate respond` reading a named pipe nobody writes to: a CLI process that waits. */
function waitingSecgate(): ChildProcess & { pid: number } {
  const fifo = join(dir, `input-${Math.random().toString(36).slice(2)}`);
  if (spawnSync('mkfifo', [fifo]).status !== 0) throw new Error('mkfifo failed');
  const wrapper = spawn(process.execPath, [BIN, 'respond', fifo], { stdio: 'ignore', env });
  if (wrapper.pid === undefined) throw new Error('could not start secgate');
  return wrapper as ChildProcess & { pid: number };
}

describe('the installed secgate command', () => {
  // V8's tier-up switched at run time crashed about one process in a hundred (SIGSEGV); given to
  // node at start it never did. Past what node's own loader compiles for any entry, no regular
  // expression the CLI runs is interpreted, so the CLI's node was started with the switch.
  it('runs the CLI in a node started with the regexp tier-up off', () => {
    const loaderOnly = regexpCompilations(join(dir, 'empty.mjs'), []);
    const secgate = regexpCompilations(BIN, ['govern', join(dir, 'govern.json')]);
    expect(secgate.status).toBe(0);
    expect(secgate.machineCode).toBeGreaterThan(0);
    expect(secgate.bytecode).toBeLessThanOrEqual(loaderOnly.bytecode);
  });

  it("starts the CLI's node with every flag of node-flags.js, and only once", async () => {
    const wrapper = waitingSecgate();
    try {
      const cli = await childOf(wrapper.pid);
      const args = readFileSync(`/proc/${cli}/cmdline`, 'utf8').split('\0');
      for (const flag of NODE_FLAGS) expect(args.filter((arg) => arg === flag)).toHaveLength(1);
    } finally {
      wrapper.kill('SIGTERM');
    }
  });

  it('passes on standard input, output and the exit status', () => {
    const bad = spawnSync(process.execPath, [BIN, 'respond'], { input: '{', encoding: 'utf8', env });
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout).error.reason).toBe('malformed-json');
  });

  it('passes SIGTERM on to the CLI and ends as it ended', async () => {
    const wrapper = waitingSecgate();
    const cli = await childOf(wrapper.pid);
    const ended = new Promise<string | null>((resolve) => wrapper.once('exit', (_code, signal) => resolve(signal)));
    wrapper.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
    expect(await gone(cli)).toBe(true);
  });

  it('takes the CLI with it when it is killed outright', async () => {
    const wrapper = waitingSecgate();
    const cli = await childOf(wrapper.pid);
    expect(isAlive(cli)).toBe(true);
    wrapper.kill('SIGKILL');
    expect(await gone(cli)).toBe(true);
  });
});
