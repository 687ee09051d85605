import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from '../support/e2e-service.js';
import { until } from './reliability-helpers.js';

/*
 * An origin with a cap, with real processes: `maxInFlight: 100` in front of a local origin whose
 * calls the test answers one at a time. 150 streamed completions arrive in a known order; 100 go to
 * the origin, 50 wait in line, and /metrics shows it. Each answer frees one place, and the next call
 * to reach the origin is always the earliest still waiting: first come, first served.
 */
const CAP = 100;
const CALLS = 150;
const PRINCIPAL = 'p_origin_queue';
let service: E2EService;
/** The origin's held calls, in arrival order: calling one answers that call. */
const held: (() => void)[] = [];

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: PRINCIPAL }], config: { rateLimitPerMinute: 0, heartbeatMs: 1_000 }, origin: { maxInFlight: CAP } });
  service.upstream.respondWith(() => new Promise((resolve) => held.push(() => resolve({ content: 'in turn' }))));
}, 60_000);
afterAll(() => service?.close());

/** Sends one streamed completion and resolves once its answer has fully arrived. */
function streamed(i: number): Promise<string> {
  const payload = JSON.stringify({ model: 'shared-1', stream: true, messages: [{ role: 'user', content: `call ${i}` }] });
  return new Promise((resolve, reject) => {
    const request = http.request(`${service.url}/v1/chat/completions`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${service.tokens[PRINCIPAL]}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  return Number(new RegExp(`^${name}\\{origin="[^"]+"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
}

const callNumber = (index: number) => Number(/^call (\d+)$/.exec(String(service.upstream.received[index]?.messages.at(-1)?.content))?.[1]);

describe('an origin with maxInFlight', () => {
  it('holds the calls past its cap in line, shows the line, and serves it first come, first served', async () => {
    const answers: Promise<string>[] = [];
    // A known order of arrival: each request is admitted before the next is sent.
    for (let i = 0; i < CALLS; i++) {
      answers.push(streamed(i));
      if (i < CAP) await until(() => service.upstream.received.length === i + 1, `call ${i} at the origin`, 10_000);
      else await until(async () => (await metric('secgate_upstream_queued')) === i + 1 - CAP, `call ${i} in line`, 10_000);
    }
    expect(await metric('secgate_upstream_in_flight')).toBe(CAP);
    expect(await metric('secgate_upstream_queued')).toBe(CALLS - CAP);
    expect(service.upstream.received).toHaveLength(CAP);

    // Each answer frees one place: the call that takes it is the earliest still waiting.
    for (let next = CAP; next < CALLS; next++) {
      held.shift()?.();
      await until(() => service.upstream.received.length === next + 1, `a waiting call to reach the origin`, 10_000);
      expect(callNumber(next)).toBe(next);
    }
    expect(await metric('secgate_upstream_queued')).toBe(0);
    while (held.length > 0) held.shift()?.();
    const streams = await Promise.all(answers);
    expect(streams.every((text) => text.trimEnd().endsWith('data: [DONE]'))).toBe(true);
    expect(service.upstream.calls).toBe(CALLS);
    // Every call's wait (0 for the first hundred) is in the queue-wait histogram.
    const histogram = await (await fetch(`${service.url}/metrics`)).text();
    expect(Number(/^secgate_upstream_queue_wait_ms_count\{origin="[^"]+"\} (\d+)$/m.exec(histogram)?.[1])).toBe(CALLS);
  }, 120_000);
});
