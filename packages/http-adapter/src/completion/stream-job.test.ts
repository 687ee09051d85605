import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from '../../../../test/support/fake-openai-upstream.js';
import { openStore, type Store, type StoredJob } from '@secgate/store';
import { CREDIT, NOW, completionDeps, newPrincipal, queueJob, until, type TestCompletionDeps } from './completion-deps.test-support.js';
import type { JobRunner } from './job-runner.js';
import { createHeartbeatClock } from './heartbeat-clock.js';
import { streamJob, type StreamJobOptions } from './stream-job.js';

const TEN_MINUTES = 600_000;
const NOW_SECONDS = Math.floor(NOW / 1000);

let store: Store;
let fake: FakeOpenAIUpstream;
let deps: TestCompletionDeps;
let runner: JobRunner;

beforeAll(async () => {
  store = await openStore('memory:');
  fake = await startFakeOpenAIUpstream();
});
afterAll(async () => {
  await fake.close();
  await store.close();
});
beforeEach(() => {
  fake.reset();
  deps = completionDeps(store, fake.baseURL);
  runner = deps.runner;
});
afterEach(async () => {
  // Let every held upstream call answer, also one still on its way, so the runner can close.
  const releasing = setInterval(() => fake.release(), 5);
  await runner.close();
  clearInterval(releasing);
  await deps.upstreams.close();
});

/** The `data:` payloads of a server-sent event stream, one per event, as they arrive. */
async function* events(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of stream) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      expect(event).toMatch(/^data: [^\n]*$/);
      yield event.slice('data: '.length);
    }
  }
  expect(buffer).toBe('');
}

async function rest(stream: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const event of stream) out.push(event);
  return out;
}

const parse = (event: string | undefined) => JSON.parse(event ?? 'null') as Record<string, unknown>;

function heartbeat(job: StoredJob) {
  return {
    id: `chatcmpl-${job.jobId.replaceAll('-', '')}`,
    object: 'chat.completion.chunk',
    created: NOW_SECONDS,
    model: 'shared-1',
    choices: [{ index: 0, delta: {}, finish_reason: null }],
  };
}

/** Runs the job in this process and streams it, on its own heartbeat clock unless given one. */
function start(job: StoredJob, options: Partial<StreamJobOptions> & { heartbeatMs?: number } = {}): AsyncGenerator<string> {
  runner.run(job);
  const { heartbeatMs = 20, ...rest } = options;
  return events(
    streamJob(job, {
      runner,
      heartbeats: createHeartbeatClock(heartbeatMs),
      syncWaitMs: TEN_MINUTES,
      nowSeconds: NOW_SECONDS,
      signal: new AbortController().signal,
      ...rest,
    }),
  );
}

/** Splits the events after the leading heartbeats from them; asserts they are heartbeats. */
function afterHeartbeats(job: StoredJob, all: string[]): { heartbeats: number; tail: string[] } {
  let heartbeats = 0;
  while (heartbeats < all.length && all[heartbeats] === JSON.stringify(heartbeat(job))) heartbeats++;
  return { heartbeats, tail: all.slice(heartbeats) };
}

describe('streamJob', () => {
  it('sends a heartbeat at once and every heartbeatMs while waiting, then content, finish and [DONE]', async () => {
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ hang: true, content: 'No injection: the query is parameterised.' });
    const stream = start(job);

    // Heartbeats while the upstream holds the call: the first at once, then one per beat.
    await until(() => fake.calls === 1);
    for (let i = 0; i < 3; i++) expect(parse((await stream.next()).value)).toEqual(heartbeat(job));
    fake.release();

    const { tail } = afterHeartbeats(job, await rest(stream));
    const ended = await store.getJob(job);
    expect(tail).toHaveLength(3);
    expect(parse(tail[0])).toEqual({
      ...heartbeat(job),
      choices: [{ index: 0, delta: { role: 'assistant', content: 'No injection: the query is parameterised.' }, finish_reason: null }],
    });
    expect(parse(tail[1])).toEqual({
      ...heartbeat(job),
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      billing: 'free',
      receiptId: ended?.receiptId,
    });
    expect(ended?.receiptId).toEqual(expect.any(String));
    expect(tail[2]).toBe('[DONE]');
  });

  it('a paid job finishes with its charge and usage, and passes tool calls on', async () => {
    const principal = await newPrincipal(store, { paidMicroUSD: 5 * CREDIT });
    const job = await queueJob(deps, principal, { holdMicroUSD: CREDIT });
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'read_file', arguments: '{"path":"db.ts"}' } };
    fake.enqueue({ toolCalls: [call], usage: { promptTokens: 1_000, cachedTokens: 0, completionTokens: 200 } });

    const { heartbeats, tail } = afterHeartbeats(job, await rest(start(job)));

    expect(heartbeats).toBeGreaterThanOrEqual(1);
    expect(tail).toHaveLength(3);
    expect(parse(tail[0]).choices).toEqual([
      { index: 0, delta: { role: 'assistant', content: null, tool_calls: [{ index: 0, ...call }] }, finish_reason: null },
    ]);
    const finish = parse(tail[1]);
    expect(finish).toMatchObject({
      choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }],
      billing: 'paid',
      receiptId: (await store.getJob(job))?.receiptId,
      chargedMicroUSD: 1_800,
      usage: { prompt_tokens: 1_000, completion_tokens: 200, total_tokens: 1_200 },
    });
    expect(tail[2]).toBe('[DONE]');
  });

  it('a failed job ends the stream with one error event and no [DONE]', async () => {
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ status: 500 });

    const { heartbeats, tail } = afterHeartbeats(job, await rest(start(job)));

    expect(heartbeats).toBeGreaterThanOrEqual(1);
    expect(tail).toHaveLength(1);
    expect(parse(tail[0])).toEqual({
      error: { code: 'inference-failed', message: expect.any(String), jobId: job.jobId, upstreamStatus: 500 },
    });
  });

  it('when the synchronous wait runs out, the stream ends with inference-timeout and the job goes on', async () => {
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ hang: true });

    const { heartbeats, tail } = afterHeartbeats(job, await rest(start(job, { syncWaitMs: 60 })));

    expect(heartbeats).toBeGreaterThanOrEqual(1);
    expect(tail).toHaveLength(1);
    expect(parse(tail[0])).toEqual({ error: { code: 'inference-timeout', message: expect.any(String), jobId: job.jobId } });
    await until(() => fake.calls === 1);
    expect((await store.getJob(job))?.status).toBe('running');
    fake.release();
    expect((await runner.waitFor(job, TEN_MINUTES))?.status).toBe('succeeded');
  });

  it('an aborted signal closes the stream without an answer or an error; the job goes on', async () => {
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    // A long beat: only the abort can end the wait that follows the first heartbeat.
    const stream = start(job, { heartbeatMs: TEN_MINUTES, signal: controller.signal });

    expect(parse((await stream.next()).value)).toEqual(heartbeat(job));
    await until(() => fake.calls === 1);
    controller.abort();

    expect(await rest(stream)).toEqual([]);
    expect((await store.getJob(job))?.status).toBe('running');
  });

  it('streams share one heartbeat clock, and a client that goes away lets go of it at once', async () => {
    const clock = createHeartbeatClock(TEN_MINUTES);
    const jobs = await Promise.all([1, 2, 3].map(async () => queueJob(deps, await newPrincipal(store))));
    fake.enqueue({ hang: true }, { hang: true }, { hang: true });
    const leaving = new AbortController();
    const streams = jobs.map((job, i) => start(job, { heartbeats: clock, signal: i === 0 ? leaving.signal : new AbortController().signal }));
    for (const stream of streams) await stream.next();
    await until(() => fake.calls === 3);
    expect(clock.listeners).toBe(3);

    leaving.abort();
    expect(await rest(streams[0] as AsyncGenerator<string>)).toEqual([]);
    expect(clock.listeners).toBe(2);
    // Its job runs on and can be read or re-attached like any other.
    expect((await store.getJob(jobs[0]!))?.status).toBe('running');
    fake.release();
    for (const stream of streams.slice(1)) expect((await rest(stream)).at(-1)).toBe('[DONE]');
    expect(clock.listeners).toBe(0);
    expect((await runner.waitFor(jobs[0]!, TEN_MINUTES))?.status).toBe('succeeded');
  });

  it('a job that already ended streams its answer right after the first heartbeat', async () => {
    const job = await queueJob(deps, await newPrincipal(store));
    runner.run(job);
    const ended = await runner.waitFor(job, TEN_MINUTES);

    const all = await rest(
      events(
        streamJob(job, {
          runner,
          heartbeats: createHeartbeatClock(TEN_MINUTES),
          syncWaitMs: TEN_MINUTES,
          nowSeconds: NOW_SECONDS,
          signal: new AbortController().signal,
        }),
      ),
    );

    expect(all).toHaveLength(4);
    expect(parse(all[0])).toEqual(heartbeat(job));
    expect(parse(all[1]).choices).toEqual([{ index: 0, delta: { role: 'assistant', content: ended?.content }, finish_reason: null }]);
    expect(all[3]).toBe('[DONE]');
    expect(fake.calls).toBe(1);
  });
});
