import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOriginGate } from './origin-gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the origin gate', () => {
  it('lets every call go at once without a cap', async () => {
    const gate = createOriginGate({ maxInFlight: null, maxQueued: null });
    const releases = await Promise.all(Array.from({ length: 5_000 }, () => gate.acquire()));
    expect(gate.inFlight).toBe(5_000);
    expect(gate.queued).toBe(0);
    expect(gate.isFull()).toBe(false);
    for (const release of releases) release();
    expect(gate.inFlight).toBe(0);
  });

  it('serves the calls over the cap first come, first served', async () => {
    const gate = createOriginGate({ maxInFlight: 2, maxQueued: null });
    const served: number[] = [];
    const calls = Array.from({ length: 6 }, (_, i) => gate.acquire().then((release) => (served.push(i), release)));
    await tick();
    expect(served).toEqual([0, 1]);
    expect([gate.inFlight, gate.queued]).toEqual([2, 4]);
    (await calls[1]!)();
    await tick();
    expect(served).toEqual([0, 1, 2]);
    (await calls[0]!)();
    (await calls[2]!)();
    await tick();
    expect(served).toEqual([0, 1, 2, 3, 4]);
    for (const call of calls.slice(3)) (await call)();
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('takes a caller that gives up out of the line, and gives its turn to the next', async () => {
    const gate = createOriginGate({ maxInFlight: 1, maxQueued: null });
    const first = await gate.acquire();
    const leaving = new AbortController();
    const gaveUp = gate.acquire(leaving.signal);
    const next = gate.acquire();
    leaving.abort(new Error('client gone'));
    await expect(gaveUp).rejects.toThrow('client gone');
    expect(gate.queued).toBe(1);
    first();
    const release = await next;
    expect([gate.inFlight, gate.queued]).toEqual([1, 0]);
    release();
    release(); // a second call gives nothing back twice
    expect(gate.inFlight).toBe(0);
  });

  it('is full only with a bounded line that is full', async () => {
    const gate = createOriginGate({ maxInFlight: 1, maxQueued: 2 });
    expect(gate.isFull()).toBe(false);
    await gate.acquire();
    void gate.acquire();
    expect(gate.isFull()).toBe(false);
    void gate.acquire();
    expect(gate.isFull()).toBe(true);
  });

  it('never has more in flight than the cap, and serves everyone in order, for any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }), async (cap, script) => {
        const gate = createOriginGate({ maxInFlight: cap, maxQueued: null });
        const granted: number[] = [];
        const held: (() => void)[] = [];
        let asked = 0;
        for (const ask of script) {
          if (ask || held.length === 0) {
            const id = asked++;
            void gate.acquire().then((release) => {
              granted.push(id);
              held.push(release);
            });
          } else {
            held.shift()?.();
          }
          await tick();
          expect(gate.inFlight).toBeLessThanOrEqual(cap);
          expect(gate.inFlight).toBe(held.length);
        }
        while (held.length > 0) {
          held.shift()?.();
          await tick();
        }
        expect(granted).toEqual(Array.from({ length: asked }, (_, i) => i));
      }),
      { numRuns: 50 },
    );
  });
});
