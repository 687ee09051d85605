/** Runs async sections one at a time, in the order they asked. */
export interface SerialLock {
  run<T>(section: () => Promise<T>): Promise<T>;
}

export function createSerialLock(): SerialLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(section: () => Promise<T>): Promise<T> {
      const result = tail.then(section);
      // The next section waits for this one to settle, whether it resolved or threw.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
