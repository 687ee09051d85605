/** Where a server process is in its life: starting (not yet serving), serving, or stopping. */
export type Phase = 'starting' | 'serving' | 'stopping';

/**
 * A server process's phase and the requests it is answering, which readiness and the stop read.
 * One per process; the health routes and the request gate share it.
 */
export interface Lifecycle {
  phase(): Phase;
  /** Starting is over: the store is open, knowledge loaded, the app built. */
  serve(): void;
  /** A stop has begun: readiness turns false at once, new work is refused. */
  beginStop(): void;
  /** A request came in; call the answer when its response has closed (a stream: when it ended). */
  requestStarted(): () => void;
  /** Requests whose responses are still open. */
  inFlight(): number;
  /** Settles when no request is open (at once when none is). */
  idle(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  let open = 0;
  let waiters: (() => void)[] = [];
  return {
    phase: () => phase,
    serve() {
      if (phase === 'starting') phase = 'serving';
    },
    beginStop() {
      phase = 'stopping';
    },
    requestStarted() {
      open++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        open--;
        if (open > 0) return;
        const settled = waiters;
        waiters = [];
        for (const resolve of settled) resolve();
      };
    },
    inFlight: () => open,
    idle: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
