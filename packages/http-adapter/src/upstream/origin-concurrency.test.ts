import { DEFAULT_MODELS, parseChatRequest, type CompletionRequest, type ModelDefinition } from '@secgate/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from '../../../../test/support/fake-openai-upstream.js';
import { testConfig } from '../auth/test-deps.test-support.js';
import type { OriginConfig } from '../config/service-config.js';
import { createOpenAIUpstreams, type OpenAIUpstreams } from './openai-upstreams.js';
import type { CallStart } from './upstreams.js';

/*
 * An origin's cap through the real upstream client against a real HTTP origin: no cap means every
 * call reaches the origin at once (no hidden socket limit); a cap holds the rest in a line that
 * is served first come, first served, shows in load(), and, when bounded and full, saturates.
 */
const SHARED_1 = DEFAULT_MODELS.find((m) => m.id === 'shared-1') as ModelDefinition;
const opened: { upstreams: OpenAIUpstreams[]; fakes: FakeOpenAIUpstream[] } = { upstreams: [], fakes: [] };
afterEach(async () => {
  await Promise.all(opened.upstreams.splice(0).map((upstreams) => upstreams.close()));
  await Promise.all(opened.fakes.splice(0).map((fake) => fake.close()));
});

function request(text: string): CompletionRequest {
  const parsed = parseChatRequest({ model: 'shared-1', messages: [{ role: 'user', content: text }] });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

async function setup(limits: Pick<OriginConfig, 'maxInFlight' | 'maxQueued'>) {
  const origin = await startFakeOpenAIUpstream();
  opened.fakes.push(origin);
  origin.respondWith(() => ({ hang: true }));
  const config = {
    ...testConfig(),
    routes: { shared: { baseURL: origin.baseURL, ...limits }, dedicated: {} },
    probe: { enabled: false, intervalMs: 1_000, timeoutMs: 1_000 },
  };
  const upstreams = createOpenAIUpstreams({ config, clock: { now: () => Date.now() }, logger: pino({ enabled: false }), env: {} });
  opened.upstreams.push(upstreams);
  return { origin, upstreams };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('calls to one origin', () => {
  it('all reach the origin at once without a cap: no hidden limit of sockets', async () => {
    const { origin, upstreams } = await setup({});
    const calls = Array.from({ length: 600 }, (_, i) => upstreams.complete(SHARED_1, request(`call ${i}`)));
    await until(() => origin.received.length === 600, 'all 600 calls reached the origin');
    expect(upstreams.load?.()).toEqual([{ origin: origin.baseURL, inFlight: 600, queued: 0, maxInFlight: null }]);
    origin.release();
    await Promise.all(calls);
    expect(upstreams.load?.()[0]).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('wait past the cap, in line, and are served first come, first served', async () => {
    const { origin, upstreams } = await setup({ maxInFlight: 3 });
    const starts: CallStart[] = [];
    const calls = Array.from({ length: 10 }, (_, i) => upstreams.complete(SHARED_1, request(`call ${i}`), undefined, (start) => starts.push(start)));
    await until(() => origin.received.length === 3, 'the first three reached the origin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(origin.received).toHaveLength(3);
    expect(upstreams.load?.()[0]).toMatchObject({ inFlight: 3, queued: 7, maxInFlight: 3 });
    expect(upstreams.isSaturated?.('shared-1')).toBe(false); // the line is not bounded
    while (origin.received.length < 10) {
      origin.release();
      const seen = origin.received.length;
      await until(() => origin.received.length > seen || seen === 10, 'the next in line reached the origin');
    }
    origin.release();
    await Promise.all(calls);
    const order = origin.received.map((body) => JSON.stringify(body.messages));
    expect(order).toEqual(Array.from({ length: 10 }, (_, i) => JSON.stringify([{ role: 'user', content: `call ${i}` }])));
    expect(starts.slice(0, 3).every((start) => start.queueWaitMs < 50)).toBe(true);
    expect(starts.slice(3).every((start) => start.queueWaitMs >= 50)).toBe(true);
  });

  it('saturate once the bounded line is full, and a caller that gives up leaves it', async () => {
    const { origin, upstreams } = await setup({ maxInFlight: 1, maxQueued: 2 });
    const first = upstreams.complete(SHARED_1, request('first'));
    const leaving = new AbortController();
    const second = upstreams.complete(SHARED_1, request('second'), leaving.signal);
    const third = upstreams.complete(SHARED_1, request('third'));
    await until(() => origin.received.length === 1, 'the first reached the origin');
    expect(upstreams.isSaturated?.('shared-1')).toBe(true);
    leaving.abort(new Error('client gone'));
    await expect(second).rejects.toThrow();
    expect(upstreams.isSaturated?.('shared-1')).toBe(false);
    expect(upstreams.load?.()[0]).toMatchObject({ inFlight: 1, queued: 1 });
    origin.release();
    await first;
    await until(() => origin.received.length === 2, 'the third reached the origin');
    origin.release();
    await third;
    expect(origin.received.map((body) => body.messages[0]?.content)).toEqual(['first', 'third']);
  });
});
