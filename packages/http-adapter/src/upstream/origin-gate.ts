/**
 * How many calls one origin takes at once, and the line in front of it (docs/configuration.md#origins).
 * A call past `maxInFlight` waits its turn, first come first served; with `maxQueued` the line is
 * bounded and a caller is expected to ask `isFull()` before it commits to a call (admission does,
 * before any hold). Without a cap every call goes at once and nothing ever waits.
 */
export interface OriginGate {
  /**
   * Resolves when the call may go, with the function that gives its place back (call it once,
   * when the call ends, however it ends). Rejects with the signal's reason if the signal aborts
   * while the call waits; it then leaves the line and takes nothing.
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** True when a new call would be refused: the line is bounded and full. */
  isFull(): boolean;
  readonly inFlight: number;
  readonly queued: number;
}

export interface OriginGateLimits {
  /** Most calls in flight at once; null: no cap. */
  maxInFlight: number | null;
  /** Most calls waiting; null: as many as come (only with a cap). */
  maxQueued: number | null;
}

interface Waiter {
  grant(): void;
  cancelled: boolean;
}

export function createOriginGate(limits: OriginGateLimits): OriginGate {
  const cap = limits.maxInFlight ?? Infinity;
  // A FIFO without Array#shift's O(n): waiters are appended and read from `head`.
  let line: Waiter[] = [];
  let head = 0;
  let inFlight = 0;
  let queued = 0;

  function release(): void {
    inFlight -= 1;
    while (head < line.length) {
      const next = line[head++] as Waiter;
      if (next.cancelled) continue;
      queued -= 1;
      inFlight += 1;
      next.grant();
      break;
    }
    if (head > 1024 && head * 2 > line.length) {
      line = line.slice(head);
      head = 0;
    }
  }

  /** The returned function gives the place back once, however often it is called. */
  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (inFlight < cap) {
        inFlight += 1;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          waiter.cancelled = true;
          queued -= 1;
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          cancelled: false,
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(releaser());
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(waiter);
        queued += 1;
      });
    },
    isFull: () => inFlight >= cap && limits.maxQueued !== null && queued >= limits.maxQueued,
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return queued;
    },
  };
}
