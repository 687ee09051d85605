import { describe, expect, it } from 'vitest';
import { StoreLockedError } from '@secgate/store';
import type { CliIo } from '../cli-io.js';
import { refuseLockedStore } from './store-locked.js';

function capture(): CliIo & { err: string } {
  const io = { err: '', stdout: () => undefined, stderr: (text: string) => void (io.err += text), readStdin: async () => undefined, readFile: async () => '' };
  return io;
}

describe('refuseLockedStore', () => {
  it("prints a locked store's one sentence and answers exit code 1", () => {
    const io = capture();
    const owner = { pid: 4242, command: 'secgate.js serve', startedAt: '2026-01-02T03:04:05.000Z', hostname: 'elsewhere' };
    expect(refuseLockedStore(new StoreLockedError('/srv/secgate/db', owner), io)).toBe(1);
    expect(io.err).toBe(
      "secgate: The store directory /srv/secgate/db is in use by process 4242 on elsewhere ('secgate.js serve', started 2026-01-02T03:04:05.000Z): stop it first, or use PostgreSQL to run more than one process on one store.\n",
    );
  });

  it('throws any other error on, unprinted', () => {
    const io = capture();
    const other = new Error('disk full');
    expect(() => refuseLockedStore(other, io)).toThrow(other);
    expect(io.err).toBe('');
  });
});
