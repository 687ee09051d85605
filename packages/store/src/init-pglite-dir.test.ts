import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initPgliteDirApart, isPgliteDirInitialized } from './init-pglite-dir.js';
import { openExecutor } from './open-store.js';

describe('initPgliteDirApart', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const base = () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-initdb-'));
    dirs.push(dir);
    return dir;
  };

  it('creates a cluster that the service then opens as an existing one', async () => {
    const dir = join(base(), 'db');
    expect(isPgliteDirInitialized(dir)).toBe(false);
    await initPgliteDirApart(dir);
    expect(isPgliteDirInitialized(dir)).toBe(true);

    const db = await openExecutor(`file:${dir}`);
    const { rows } = await db.query<{ answer: number }>('SELECT 6 * 7 AS answer');
    expect(rows).toEqual([{ answer: 42 }]);
    await db.close();
  });

  it('says which directory could not be created, with the child’s error', async () => {
    const file = join(base(), 'not-a-directory');
    writeFileSync(file, 'a file where the directory should be');
    await expect(initPgliteDirApart(join(file, 'db'))).rejects.toThrow(/Creating the embedded database in .*not-a-directory\/db failed/);
  });
});

describe('the embedded store’s buffer cache', () => {
  it('is 64 MB, not the 128 MB initdb chooses (most of PGlite’s memory at rest)', async () => {
    const db = await openExecutor('memory:');
    const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('64MB');
    await db.close();
  });
});
