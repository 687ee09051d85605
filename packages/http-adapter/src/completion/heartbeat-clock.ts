/**
 * One timer for every open stream's heartbeat (docs/api.md#streaming): thousands of streams waiting
 * on slow jobs share a single interval instead of holding a timer each. The interval runs only
 * while someone listens and does not keep the process alive.
 */
export interface HeartbeatClock {
  /** Calls `beat` at every tick until the returned function is called (once is enough). */
  subscribe(beat: () => void): () => void;
  /** How many are listening now. */
  readonly listeners: number;
}

export function createHeartbeatClock(intervalMs: number): HeartbeatClock {
  const beats = new Set<() => void>();
  let timer: NodeJS.Timeout | undefined;

  function tick(): void {
    // A beat may unsubscribe itself (or others) while the set is walked: Set iteration allows it.
    for (const beat of beats) beat();
  }

  return {
    subscribe(beat) {
      // A wrapper per subscription: the same function subscribed twice is two listeners.
      const listener = () => beat();
      beats.add(listener);
      if (!timer) {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }
      return () => {
        beats.delete(listener);
        if (beats.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    get listeners() {
      return beats.size;
    },
  };
}
