import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startOriginProber, type ProbeOne } from './origin-prober.js';
import type { OriginSlot } from './route-table.js';

const slot = (key: string, offline = false): OriginSlot => ({
  key,
  baseURL: offline ? 'offline:' : `http://${key}/v1`,
  apiKeyEnv: undefined,
  offline,
  modelIds: [key],
  maxInFlight: null,
  maxQueued: null,
});
const probe = { enabled: true, intervalMs: 20, timeoutMs: 1_000 };
const quiet = { clock: { now: () => 0 }, logger: pino({ enabled: false }) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startOriginProber', () => {
  it('is ready after the first round, however slow, and never runs two rounds at once', async () => {
    let running = 0;
    let overlap = false;
    let rounds = 0;
    const probeOne: ProbeOne = async () => {
      running++;
      overlap ||= running > 1;
      rounds++;
      await sleep(50);
      running--;
    };
    const prober = startOriginProber({ origins: [slot('a')], probe, probeOne, ...quiet });
    expect(prober.isUp(slot('a'))).toBe(false);
    await prober.ready();
    expect(prober.isUp(slot('a'))).toBe(true);
    await sleep(200);
    await prober.close();
    expect(overlap).toBe(false);
    expect(rounds).toBeGreaterThan(1);
  });

  it('close aborts a probe in flight and schedules nothing more', async () => {
    let calls = 0;
    let aborted = false;
    const probeOne: ProbeOne = (_origin, signal) => {
      calls++;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted')))));
    };
    const prober = startOriginProber({ origins: [slot('a')], probe, probeOne, ...quiet });
    await prober.close();
    expect(aborted).toBe(true);
    await sleep(60);
    expect(calls).toBe(1);
  });

  it('never probes the offline origin, which is always up', async () => {
    let calls = 0;
    const prober = startOriginProber({ origins: [slot('demo', true)], probe, probeOne: async () => void calls++, ...quiet });
    await prober.ready();
    expect(prober.isUp(slot('demo', true))).toBe(true);
    await prober.close();
    expect(calls).toBe(0);
  });
});
