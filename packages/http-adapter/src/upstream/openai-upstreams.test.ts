import { DEFAULT_MODELS, parseChatRequest, type CompletionRequest, type ModelDefinition } from '@secgate/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from '../../../../test/support/fake-openai-upstream.js';
import type { OriginConfig, ServiceConfig } from '../config/service-config.js';
import { testConfig } from '../auth/test-deps.test-support.js';
import { createOpenAIUpstreams, type OpenAIUpstreams } from './openai-upstreams.js';
import { UpstreamError } from './upstreams.js';

const model = (id: string) => DEFAULT_MODELS.find((candidate) => candidate.id === id) as ModelDefinition;
const SHARED_1 = model('shared-1');
const RED_1: ModelDefinition = { ...model('red-1'), echo: { kind: 'fixed', upstreamModel: 'vendor/red-one' } };

function request(body: Record<string, unknown> = {}): CompletionRequest {
  const parsed = parseChatRequest({ model: 'shared-1', messages: [{ role: 'user', content: 'Review: eval(input())' }], ...body });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

/** Log lines written by the upstreams, parsed. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const opened: { upstreams: OpenAIUpstreams[]; fakes: FakeOpenAIUpstream[] } = { upstreams: [], fakes: [] };
afterEach(async () => {
  await Promise.all(opened.upstreams.splice(0).map((upstreams) => upstreams.close()));
  await Promise.all(opened.fakes.splice(0).map((fake) => fake.close()));
});

async function fake(): Promise<FakeOpenAIUpstream> {
  const started = await startFakeOpenAIUpstream();
  opened.fakes.push(started);
  return started;
}

function upstreamsFor(
  routes: { shared?: OriginConfig | null; dedicated?: Record<string, OriginConfig> },
  overrides: Partial<ServiceConfig> & { env?: Record<string, string> } = {},
) {
  const { env = {}, ...configOverrides } = overrides;
  const { logger, lines } = capturingLogger();
  const config: ServiceConfig = {
    ...testConfig(),
    models: [...DEFAULT_MODELS.filter((m) => m.id !== 'red-1'), RED_1],
    routes: { shared: routes.shared ?? null, dedicated: routes.dedicated ?? {} },
    probe: { enabled: true, intervalMs: 40, timeoutMs: 1_000 },
    upstreamTimeoutMs: 5_000,
    ...configOverrides,
  };
  const upstreams = createOpenAIUpstreams({ config, clock: { now: () => Date.now() }, logger, env });
  opened.upstreams.push(upstreams);
  return { upstreams, lines };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('availability from probes (route not configured -> served when the origin comes up)', () => {
  it('serves a model once its dedicated origin comes up, and only models with an origin', async () => {
    const origin = await fake();
    origin.down();
    const { upstreams, lines } = upstreamsFor({ dedicated: { 'red-1': { baseURL: origin.baseURL } } });
    await upstreams.ready();
    expect(upstreams.isServed('red-1')).toBe(false);

    origin.up();
    await until(() => upstreams.isServed('red-1'), 'red-1 is served');
    expect(upstreams.isServed('red-2')).toBe(false);
    expect(upstreams.isServed('shared-1')).toBe(false);
    expect(upstreams.isServed('no-such-model')).toBe(false);

    origin.down();
    await until(() => !upstreams.isServed('red-1'), 'red-1 is no longer served');
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['upstream origin is down', 'upstream origin came up', 'upstream origin went down']));
    expect(lines.find((line) => line.msg === 'upstream origin came up')).toMatchObject({ models: ['red-1'] });
  });

  it('is ready only after the first probe, so a live origin is served from the start', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    await upstreams.ready();
    for (const id of ['shared-1', 'shared-2', 'shared-3', 'shared-4']) expect(upstreams.isServed(id)).toBe(true);
    // One distinct origin, one probe per round, whatever the number of models behind it.
    expect(origin.modelListCalls).toBe(1);
  });

  it('counts an unreachable origin as down', async () => {
    const origin = await fake();
    const baseURL = origin.baseURL;
    await origin.close();
    const { upstreams } = upstreamsFor({ shared: { baseURL } });
    await upstreams.ready();
    expect(upstreams.isServed('shared-1')).toBe(false);
  });

  it('trusts a configured origin when probing is off, and never probes', async () => {
    const origin = await fake();
    origin.down();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } }, { probe: { enabled: false, intervalMs: 40, timeoutMs: 1_000 } });
    await upstreams.ready();
    expect(upstreams.isServed('shared-1')).toBe(true);
    expect(upstreams.isServed('red-1')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(origin.modelListCalls).toBe(0);
  });

  it('stops probing on close', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    await upstreams.ready();
    await upstreams.close();
    const count = origin.modelListCalls;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(origin.modelListCalls).toBe(count);
  });

  it('serves the offline origin without any probe', async () => {
    const { upstreams } = upstreamsFor({ shared: { baseURL: 'offline:' }, dedicated: { 'red-1': { baseURL: 'offline:' } } });
    await upstreams.ready();
    expect(upstreams.isServed('shared-1')).toBe(true);
    expect(upstreams.isServed('red-1')).toBe(true);
    const answer = await upstreams.complete(RED_1, request({ model: 'red-1' }));
    expect(answer.model).toBe('vendor/red-one');
    expect(answer.content).toContain('No model ran');
  });
});

describe('complete()', () => {
  it('sends the model name, messages, max_tokens and pass-through fields, and nothing of its own', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({
      shared: { baseURL: origin.baseURL },
      dedicated: { 'red-1': { baseURL: origin.baseURL, upstreamModel: 'vendor/red-one' } },
    });
    const tools = [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } }];
    const sent = request({
      tools,
      tool_choice: { type: 'function', function: { name: 'read_file' } },
      temperature: 0.2,
      max_tokens: 500,
      task: 'remediation',
      scopeId: 'owned',
      stream: true,
      seed: 7,
    });

    await upstreams.complete(SHARED_1, sent);
    await upstreams.complete(RED_1, { ...sent, model: 'red-1' });
    expect(origin.received[0]).toEqual({
      model: 'shared-1',
      messages: [{ role: 'user', content: 'Review: eval(input())' }],
      max_tokens: 500,
      tools,
      tool_choice: { type: 'function', function: { name: 'read_file' } },
      temperature: 0.2,
      seed: 7,
    });
    expect(origin.received[1]?.model).toBe('vendor/red-one');
  });

  it('maps the answer: content, tool calls unchanged, finish reason, usage with cached tokens', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    const call = { id: 'call_abc', type: 'function' as const, function: { name: 'read_file', arguments: '{"path":"src/a.ts"}' } };
    origin.enqueue(
      { content: 'Looks fine.', usage: { promptTokens: 1_200, cachedTokens: 1_000, completionTokens: 80, reasoningTokens: 30 } },
      { toolCalls: [call] },
    );
    expect(await upstreams.complete(SHARED_1, request())).toEqual({
      model: 'shared-1',
      content: 'Looks fine.',
      toolCalls: [],
      finishReason: 'stop',
      usage: { promptTokens: 1_200, cachedTokens: 1_000, completionTokens: 80 },
    });
    const withTools = await upstreams.complete(SHARED_1, request());
    expect(withTools).toMatchObject({ content: null, toolCalls: [call], finishReason: 'tool_calls' });
  });

  it('returns the answered model as received, for the caller to check the echo', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    origin.enqueue({ model: 'someone-else' });
    expect((await upstreams.complete(SHARED_1, request())).model).toBe('someone-else');
  });

  it('calls the origin exactly once, even on statuses the client would normally retry', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    for (const status of [500, 502, 503, 429, 408]) {
      origin.reset();
      origin.enqueue({ status, errorMessage: 'provider-name internal detail' });
      const error = await failure(upstreams.complete(SHARED_1, request()));
      expect(error.upstreamStatus).toBe(status);
      expect(error.message).toBe(`The upstream answered HTTP ${status}.`);
      expect(error.message).not.toContain('provider-name');
      expect(origin.calls).toBe(1);
    }
  });

  it('maps a client error status as it is', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    origin.enqueue({ status: 404, errorMessage: 'model not found' });
    expect((await failure(upstreams.complete(SHARED_1, request()))).upstreamStatus).toBe(404);
  });

  it('reports an unreachable origin as status 0', async () => {
    const origin = await fake();
    const baseURL = origin.baseURL;
    await origin.close();
    const { upstreams } = upstreamsFor({ shared: { baseURL } });
    const error = await failure(upstreams.complete(SHARED_1, request()));
    expect(error).toMatchObject({ upstreamStatus: 0, message: 'The upstream could not be reached.' });
  });

  it('times out after upstreamTimeoutMs, once', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } }, { upstreamTimeoutMs: 150 });
    origin.enqueue({ delayMs: 2_000 });
    const error = await failure(upstreams.complete(SHARED_1, request()));
    expect(error).toMatchObject({ upstreamStatus: 0, message: 'The upstream did not answer within 150 ms.' });
    expect(origin.calls).toBe(1);
  });

  it('gives up when the caller aborts, and says whether it was the job timeout', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    origin.respondWith(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = upstreams.complete(SHARED_1, request(), controller.signal);
    await until(() => origin.calls === 1, 'the call arrived');
    controller.abort();
    expect(await failure(pending)).toMatchObject({ upstreamStatus: 0, message: 'The upstream call was cancelled.' });

    const timedOut = await failure(upstreams.complete(SHARED_1, request(), AbortSignal.timeout(100)));
    expect(timedOut).toMatchObject({ upstreamStatus: 0, message: 'The upstream did not answer in time.' });
    expect(origin.calls).toBe(2);
  });

  it('refuses an answer without usage: it could not be metered', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor({ shared: { baseURL: origin.baseURL } });
    origin.enqueue({ usage: null });
    const error = await failure(upstreams.complete(SHARED_1, request()));
    expect(error.message).toContain('without usage');
    expect(error.upstreamStatus).toBe(200);
  });

  it('sends the key named by apiKeyEnv, and a placeholder when none is configured', async () => {
    const origin = await fake();
    const { upstreams } = upstreamsFor(
      { shared: { baseURL: origin.baseURL }, dedicated: { 'red-1': { baseURL: origin.baseURL, apiKeyEnv: 'RED_KEY', upstreamModel: 'vendor/red-one' } } },
      { env: { RED_KEY: 'sk-red-secret' } },
    );
    await upstreams.complete(SHARED_1, request());
    await upstreams.complete(RED_1, request({ model: 'red-1' }));
    const auth = origin.requests.filter((r) => r.method === 'POST').map((r) => r.headers.authorization);
    expect(auth).toEqual(['Bearer secgate-no-key', 'Bearer sk-red-secret']);
  });

  it('never logs the key', async () => {
    const origin = await fake();
    origin.down();
    const { upstreams, lines } = upstreamsFor(
      { shared: { baseURL: origin.baseURL, apiKeyEnv: 'SHARED_KEY' } },
      { env: { SHARED_KEY: 'sk-very-secret-value' } },
    );
    await upstreams.ready();
    origin.enqueue({ status: 500 });
    await failure(upstreams.complete(SHARED_1, request()));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('sk-very-secret-value');
  });

  it('rejects a model without a route as unreachable', async () => {
    const { upstreams } = upstreamsFor({});
    expect((await failure(upstreams.complete(SHARED_1, request()))).upstreamStatus).toBe(0);
  });
});
