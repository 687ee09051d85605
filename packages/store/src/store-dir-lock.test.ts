import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockStoreDir, StoreLockedError } from './store-dir-lock.js';

const HOLDER_LINE = 'holding';
const FSX_PATH = createRequire(import.meta.url).resolve('fs-native-extensions');
/** A child process that takes the lock the way the store does (OS lock on one byte) and waits. */
const HOLDER = `
const fs = require('node:fs');
const fsx = require(process.argv[2]);
const path = process.argv[1];
const fd = fs.openSync(path, fs.constants.O_RDWR | fs.constants.O_CREAT);
if (!fsx.tryLock(fd, 2 ** 30, 1)) process.exit(3);
fs.ftruncateSync(fd, 0);
fs.writeSync(fd, JSON.stringify({ pid: process.pid, command: 'holder', startedAt: '2026-01-02T03:04:05.000Z', hostname: require('node:os').hostname() }), 0);
console.log('${HOLDER_LINE}');
setInterval(() => {}, 1000);
`;

describe('lockStoreDir', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) await killed(child);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const base = mkdtempSync(join(tmpdir(), 'secgate-lock-'));
    dirs.push(base);
    return join(base, 'nested', 'db');
  };

  it('creates the directory, takes the lock and writes who holds it', () => {
    const dir = freshDir();
    const lock = lockStoreDir(dir);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(owner).toEqual({ pid: process.pid, command: expect.any(String), startedAt: expect.any(String), hostname: hostname() });
    expect(new Date(owner.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
    lock.release();
  });

  it('refuses a second holder, naming the directory and the first one; free again once released', () => {
    const dir = freshDir();
    const first = lockStoreDir(dir);
    let refusal: unknown;
    try {
      lockStoreDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(StoreLockedError);
    const locked = refusal as StoreLockedError;
    expect(locked).toMatchObject({ code: 'STORE_LOCKED', dir, owner: { pid: process.pid, hostname: hostname() } });
    expect(locked.message).toContain(dir);
    expect(locked.message).toContain(`process ${process.pid} (`);
    expect(locked.message.split(/\.\s/)).toHaveLength(1);

    first.release();
    first.release();
    const again = lockStoreDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    again.release();
  });

  it('is held by another process until that process dies, then free at once (no stale-lock wait)', async () => {
    const dir = freshDir();
    lockStoreDir(dir).release();
    const child = spawn(process.execPath, ['-e', HOLDER, join(dir, LOCK_FILE), FSX_PATH], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    await new Promise<void>((done) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(HOLDER_LINE) && done()));

    expect(() => lockStoreDir(dir)).toThrow(`is in use by process ${child.pid} ('holder', started 2026-01-02T03:04:05.000Z)`);
    await killed(child);
    const taken = lockStoreDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    taken.release();
  });
});

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
