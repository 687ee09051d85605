import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeatClock } from './heartbeat-clock.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the heartbeat clock', () => {
  it('beats every listener at every tick with one timer, and stops when nobody listens', () => {
    vi.useFakeTimers();
    const clock = createHeartbeatClock(1_000);
    const counts = [0, 0, 0];
    const stops = counts.map((_, i) => clock.subscribe(() => (counts[i] = (counts[i] ?? 0) + 1)));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(counts).toEqual([3, 3, 3]);
    stops[1]?.();
    vi.advanceTimersByTime(1_000);
    expect(counts).toEqual([4, 3, 4]);
    stops[0]?.();
    stops[2]?.();
    stops[2]?.(); // twice is harmless
    expect(clock.listeners).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a listener leave during a tick without skipping the others', () => {
    vi.useFakeTimers();
    const clock = createHeartbeatClock(10);
    const heard: string[] = [];
    const stopA = clock.subscribe(() => {
      heard.push('a');
      stopA();
    });
    clock.subscribe(() => heard.push('b'));
    vi.advanceTimersByTime(20);
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('holds one timer however many streams listen', () => {
    vi.useFakeTimers();
    const clock = createHeartbeatClock(10_000);
    const stops = Array.from({ length: 5_000 }, () => clock.subscribe(() => undefined));
    expect(vi.getTimerCount()).toBe(1);
    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
