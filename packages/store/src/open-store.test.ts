import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { T0 } from './contract/fixtures.test-support.js';
import { openStore } from './open-store.js';
import { StoreLockedError } from './store-dir-lock.js';

describe('openStore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('memory: is migrated and empty', async () => {
    const store = await openStore('memory:');
    expect(await store.countJobsByStatus()).toEqual({ queued: 0, running: 0, succeeded: 0, failed: 0 });
    await store.close();
  });

  it('file:<dir> creates the directory and keeps the data across reopenings', async () => {
    const base = mkdtempSync(join(tmpdir(), 'secgate-store-'));
    dirs.push(base);
    const url = `file:${join(base, 'nested', 'db')}`;
    const first = await openStore(url);
    await first.createPrincipal({ id: 'p_kept', label: 'kept', now: T0 });
    await first.close();

    const second = await openStore(url);
    expect(await second.getPrincipal('p_kept')).toMatchObject({ id: 'p_kept', label: 'kept' });
    await second.close();
  });

  it('file:<dir> has one owner: a second open is refused before it touches the database, the first goes on', async () => {
    const base = mkdtempSync(join(tmpdir(), 'secgate-store-'));
    dirs.push(base);
    const url = `file:${join(base, 'db')}`;
    const first = await openStore(url);
    await first.createPrincipal({ id: 'p_owner', now: T0 });

    await expect(openStore(url)).rejects.toThrow(StoreLockedError);
    await expect(openStore(url)).rejects.toThrow(`The store directory ${join(base, 'db')} is in use by process ${process.pid}`);
    expect(await first.getPrincipal('p_owner')).toMatchObject({ id: 'p_owner' });
    await first.close();

    const next = await openStore(url);
    expect(await next.getPrincipal('p_owner')).toMatchObject({ id: 'p_owner' });
    await next.close();
  });

  it('refuses an unknown URL without echoing a password', async () => {
    await expect(openStore('mysql://admin:s3cret@db/x')).rejects.toThrow(/memory:, file:<dir> or postgres/);
    await expect(openStore('mysql://admin:s3cret@db/x')).rejects.not.toThrow(/s3cret/);
    await expect(openStore('file:')).rejects.toThrow(/names no directory/);
  });
});
