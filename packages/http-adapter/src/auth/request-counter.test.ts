import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestCounter } from './request-counter.js';
import { NOW, recordingStore, uniqueId, useTestStore } from './test-deps.test-support.js';

const db = useTestStore();
const logger = pino({ enabled: false });

/** One "process": its own counter over the shared store, on a clock the test moves. */
function processWith(limit: number, clock = { t: NOW }) {
  const { store, calls } = recordingStore(db());
  return { counter: createRequestCounter({ store, clock: { now: () => clock.t }, logger, limit, syncMs: 60_000 }), calls, clock };
}

async function principal(): Promise<string> {
  const id = uniqueId('p');
  await db().createPrincipal({ id, now: NOW });
  return id;
}

describe('createRequestCounter', () => {
  it('admits exactly the limit within one process, per principal, and says how long until the next window', async () => {
    const { counter } = processWith(3);
    const [a, b] = [await principal(), await principal()];
    expect([1, 2, 3, 4].map(() => counter.take(a).allowed)).toEqual([true, true, true, false]);
    // NOW is 30 s into its minute.
    expect(counter.take(a)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(counter.take(b).allowed).toBe(true);
  });

  it('starts again in the next minute', async () => {
    const clock = { t: NOW };
    const { counter } = processWith(1, clock);
    const a = await principal();
    expect(counter.take(a).allowed).toBe(true);
    expect(counter.take(a).allowed).toBe(false);
    clock.t = NOW + 30_000;
    expect(counter.take(a).allowed).toBe(true);
  });

  it("two processes see each other's requests once they have synced, and never lose a count", async () => {
    const clock = { t: NOW };
    const one = processWith(5, clock);
    const two = processWith(5, clock);
    const a = await principal();
    for (let i = 0; i < 3; i++) expect(one.counter.take(a).allowed).toBe(true);
    await one.counter.sync();
    // Two has not synced yet: it admits on its own count until it learns the total.
    expect(two.counter.take(a).allowed).toBe(true);
    await two.counter.sync();
    expect(two.counter.take(a).allowed).toBe(true);
    expect(two.counter.take(a).allowed).toBe(false);
    await two.counter.sync();
    await one.counter.sync();
    expect(one.counter.take(a).allowed).toBe(false);
    expect(await db().addRequestCounts([{ principalId: a, windowStart: NOW - 30_000, count: 0 }])).toEqual([
      { principalId: a, windowStart: NOW - 30_000, count: 5 },
    ]);
  });

  it('shares its counts in one store call per sync, and nothing once its windows are past', async () => {
    const clock = { t: NOW };
    const { counter, calls } = processWith(100, clock);
    const ids = [await principal(), await principal(), await principal()];
    for (const id of ids) for (let i = 0; i < 4; i++) counter.take(id);
    await counter.sync();
    expect(calls.addRequestCounts).toHaveLength(1);
    expect(calls.addRequestCounts?.[0]?.[0]).toHaveLength(3);
    clock.t = NOW + 60_000;
    await counter.sync();
    await counter.sync();
    expect(calls.addRequestCounts).toHaveLength(1);
    await counter.close();
  });

  it('a limit of 0 admits everything and counts nothing', async () => {
    const { counter, calls } = processWith(0);
    const a = await principal();
    for (let i = 0; i < 10; i++) expect(counter.take(a).allowed).toBe(true);
    await counter.close();
    expect(calls.addRequestCounts).toBeUndefined();
  });
});
