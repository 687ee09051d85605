/** Where the service reads time. Tests pass a fixed or stepped clock; the server the system one. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
