import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { T0 } from './contract/fixtures.test-support.js';
import { openStore } from './open-store.js';

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

  it('refuses an unknown URL without echoing a password', async () => {
    await expect(openStore('mysql://admin:s3cret@db/x')).rejects.toThrow(/memory:, file:<dir> or postgres/);
    await expect(openStore('mysql://admin:s3cret@db/x')).rejects.not.toThrow(/s3cret/);
    await expect(openStore('file:')).rejects.toThrow(/names no directory/);
  });
});
