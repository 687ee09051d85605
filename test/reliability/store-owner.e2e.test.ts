import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECGATE_BIN, startSecgate, type SecgateProcess } from '../support/secgate-process.js';

/*
 * One owner per embedded store, with real processes: while `secgate serve` runs on a file: store,
 * a second serve and the admin and migrate commands on the same directory refuse at once (exit
 * 1, one sentence naming the directory and the owner's pid) and the owner serves on with its
 * data; after the owner is SIGKILLed, the next start takes the directory over immediately.
 */

const base = mkdtempSync(join(tmpdir(), 'secgate-owner-'));
const dir = join(base, 'db');
const db = `file:${dir}`;
let first: SecgateProcess;
let token: string;
const started: SecgateProcess[] = [];

beforeAll(async () => {
  // Demo mode writes a principal and its token: the data the owner must keep serving.
  first = await startSecgate({ db, demo: true });
  started.push(first);
  while (!first.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  token = /Demo token \(shown once\): (sgp_[A-Za-z0-9]+)/.exec(first.stdout())?.[1] ?? '';
  expect(token).not.toBe('');
});
afterAll(async () => {
  for (const server of started) await server.stop();
  rmSync(base, { recursive: true, force: true });
});

/** A command run to its end; the time limit fails a second server that would serve instead of refusing. */
function secgate(args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [SECGATE_BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stderr: result.stderr };
}

const models = (server: SecgateProcess) => fetch(`${server.url}/v1/models`, { headers: { authorization: `Bearer ${token}` } });

function expectRefusal(result: { code: number | null; stderr: string }, ownerPid: number | undefined): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(
    new RegExp(
      `^secgate: The store directory ${escape(dir)} is in use by process ${ownerPid} \\('secgate\\.js serve .*', started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\): stop it first`,
    ),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a file: store owned by a running server', () => {
  it('refuses a second serve, an admin command and migrate on the same directory; the owner serves on', async () => {
    expect((await models(first)).status).toBe(200);

    expectRefusal(secgate(['serve', '--port', '0', '--db', db]), first.pid);
    expectRefusal(secgate(['admin', 'principal', 'create', '--label', 'refused', '--db', db]), first.pid);
    expectRefusal(secgate(['migrate', '--db', db]), first.pid);

    const after = await models(first);
    expect(after.status).toBe(200);
    expect(((await after.json()) as { object: string }).object).toBe('list');
    expect(JSON.parse(readFileSync(join(dir, 'secgate.lock'), 'utf8')).pid).toBe(first.pid);
  });

  it('is taken over at once by the next start after the owner is SIGKILLed, with the data written before', async () => {
    await first.kill();
    // No --demo: the demo token still working shows the killed process's writes are there.
    const next = await startSecgate({ db });
    started.push(next);
    expect((await models(next)).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dir, 'secgate.lock'), 'utf8')).pid).toBe(next.pid);
    expectRefusal(secgate(['serve', '--port', '0', '--db', db]), next.pid);
  });
});
