import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.js';

describe('createLifecycle', () => {
  it('moves from starting to serving to stopping, never back', () => {
    const lifecycle = createLifecycle();
    expect(lifecycle.phase()).toBe('starting');
    lifecycle.serve();
    expect(lifecycle.phase()).toBe('serving');
    lifecycle.beginStop();
    lifecycle.serve();
    expect(lifecycle.phase()).toBe('stopping');
  });

  it('is idle once every request that started has ended, each counted once', async () => {
    const lifecycle = createLifecycle();
    await lifecycle.idle();
    const first = lifecycle.requestStarted();
    const second = lifecycle.requestStarted();
    let idle = false;
    const waiting = lifecycle.idle().then(() => (idle = true));
    first();
    first();
    await Promise.resolve();
    expect(lifecycle.inFlight()).toBe(1);
    expect(idle).toBe(false);
    second();
    await waiting;
    expect(idle).toBe(true);
    expect(lifecycle.inFlight()).toBe(0);
  });
});
