import type { Logger } from 'pino';
import type { Clock, RequestCount, Store } from '@secgate/store';

/**
 * The per-principal request counts behind the rate limit: fixed windows of one UTC minute, counted
 * in this process's memory and shared with the other processes through the store.
 *
 * Why not a database write per request: it was one of the dearest statements on the hot path, for
 * a limit that guards against floods rather than money. Instead every `syncMs` one statement adds
 * what this process counted to the shared windows and reads back their totals. Within one process
 * the limit is exact; across processes each sees the others' requests as of its last sync, so a
 * burst spread over N processes can pass the limit by what the others admitted in one interval.
 */
export interface RequestCounter {
  /** Counts a request of `principalId` now, unless its window is full. */
  take(principalId: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Shares the counts with the store now (the timer does it every syncMs). */
  sync(): Promise<void>;
  /** Stops the timer after a last sync. */
  close(): Promise<void>;
}

export interface RequestCounterDeps {
  store: Pick<Store, 'addRequestCounts'>;
  clock: Clock;
  logger: Logger;
  /** Requests per principal per minute; 0 admits everything and counts nothing. */
  limit: number;
  /** How often counts are shared (250 ms by default). */
  syncMs?: number;
}

const MINUTE_MS = 60_000;

interface Window {
  start: number;
  /** The total across processes as of the last sync, this process's synced requests included. */
  shared: number;
  /** Requests this process admitted in the window since the last sync. */
  unsynced: number;
}

export function createRequestCounter(deps: RequestCounterDeps): RequestCounter {
  const windows = new Map<string, Window>();
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;

  function windowOf(principalId: string, start: number): Window {
    let window = windows.get(principalId);
    if (!window || window.start !== start) {
      window = { start, shared: 0, unsynced: 0 };
      windows.set(principalId, window);
    }
    return window;
  }

  async function share(): Promise<void> {
    const current = Math.floor(deps.clock.now() / MINUTE_MS) * MINUTE_MS;
    const sent: { window: Window; count: RequestCount }[] = [];
    for (const [principalId, window] of windows) {
      // A past window only matters to the store; a current one is sent even with nothing to add,
      // to learn what the other processes counted.
      if (window.start < current) windows.delete(principalId);
      if (window.unsynced > 0 || window.start === current) sent.push({ window, count: { principalId, windowStart: window.start, count: window.unsynced } });
    }
    if (sent.length === 0) return;
    const totals = await deps.store.addRequestCounts(sent.map((entry) => entry.count));
    const byKey = new Map(totals.map((total) => [`${total.principalId}\u0000${total.windowStart}`, total.count]));
    for (const { window, count } of sent) {
      window.unsynced -= count.count; // what arrived during the sync stays for the next one
      window.shared = Math.max(window.shared, byKey.get(`${count.principalId}\u0000${count.windowStart}`) ?? 0);
    }
  }

  function sync(): Promise<void> {
    syncing ??= share()
      .catch((error: unknown) => {
        // The counts stay in memory and go with the next sync; the limit still holds locally.
        deps.logger.warn({ err: error instanceof Error ? error.name : typeof error }, 'sharing the request counts failed');
      })
      .finally(() => {
        syncing = undefined;
      });
    return syncing;
  }

  return {
    take(principalId) {
      if (deps.limit <= 0) return { allowed: true };
      const now = deps.clock.now();
      const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
      const window = windowOf(principalId, start);
      if (window.shared + window.unsynced >= deps.limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + MINUTE_MS - now) / 1000)) };
      }
      window.unsynced += 1;
      if (!timer) {
        timer = setInterval(() => void sync(), deps.syncMs ?? 250);
        timer.unref();
      }
      return { allowed: true };
    },
    sync,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await sync();
    },
  };
}
