import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from './open-store.js';
import type { Ids } from './ports/ids.js';
import type { Store } from './store.js';

/** A fixed test instant: 2025-06-05T12:00:30Z (30 s into its minute). */
export const NOW = Date.UTC(2025, 5, 5, 12, 0, 30);
export const DAY = 86_400_000;
/** Real randomness for bytes (tokens must be unpredictable even in tests), counted uuids. */
export function testIds(): Ids {
  let n = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    bytes: (length) => randomBytes(length),
  };
}

/**
 * The real store for the calling test file: embedded PGlite in memory, migrated, opened once before
 * its tests and closed after them (opening costs about a second). The tests of the file share it,
 * so each works on its own principals and events (uniqueId), as processes share one database.
 */
export function useTestStore(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await openStore('memory:');
  });
  afterAll(async () => {
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('the test store is not open (call useTestStore at the top of the test file)');
    return store;
  };
}

let serial = 0;

/** An id no other test of this file uses, e.g. `p_7`: principals, events, lots and tokens are unique per store. */
export function uniqueId(prefix: string): string {
  return `${prefix}_${++serial}`;
}

/** The arguments of every call made through a recording store, per method, in call order; absent when never called. */
export type StoreCalls = { [K in keyof Store]?: Parameters<Store[K]>[] };

/**
 * The same store with every call recorded on the way through, for "the database was not touched"
 * assertions and for what the code under test handed the store (what the Store interface has no
 * read for, such as an invoice's raw payload). Nothing is changed or stubbed.
 */
export function recordingStore(store: Store): { store: Store; calls: StoreCalls } {
  const calls: Record<string, unknown[][]> = {};
  const recorded = Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        (calls[name] ??= []).push(args);
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return { store: recorded as unknown as Store, calls: calls as StoreCalls };
}
