import OpenAI, { type APIError } from 'openai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from './fake-openai-upstream.js';

let upstream: FakeOpenAIUpstream;
let client: OpenAI;

// One server for the file: each test resets the fake's script and recordings.
const started = startFakeOpenAIUpstream({ models: ['fake-model'] }).then((fake) => {
  upstream = fake;
  client = new OpenAI({ baseURL: fake.baseURL, apiKey: 'test-key', maxRetries: 0, logLevel: 'off' });
});

beforeEach(async () => {
  await started;
  upstream.reset();
  upstream.up();
});
afterAll(async () => {
  await started;
  await upstream.close();
});

const user = (content: string) => [{ role: 'user' as const, content }];

describe('fake OpenAI upstream, driven by the official client', () => {
  it('answers a non-streaming completion from the last user message, echoing the requested model', async () => {
    const answer = await client.chat.completions.create({ model: 'shared-1', messages: user('hello there') });
    expect(answer.object).toBe('chat.completion');
    expect(answer.model).toBe('shared-1');
    expect(answer.choices[0]?.message.content).toBe('fake answer to: hello there');
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(answer.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      prompt_tokens_details: { cached_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    });
    expect(upstream.calls).toBe(1);
    expect(upstream.received[0]).toMatchObject({ model: 'shared-1', messages: user('hello there') });
    expect(upstream.requests[0]?.headers.authorization).toBe('Bearer test-key');
  });

  it('streams chunks the client iterator joins, with a usage chunk when asked for', async () => {
    upstream.enqueue({ content: 'streamed answer text', usage: { promptTokens: 50, cachedTokens: 20, completionTokens: 9, reasoningTokens: 4 } });
    const stream = await client.chat.completions.create({
      model: 'red-6',
      messages: user('go'),
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let finish: string | null = null;
    let usage: OpenAI.CompletionUsage | null | undefined;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      expect(chunk.object).toBe('chat.completion.chunk');
      text += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      usage = chunk.usage ?? usage;
    }
    expect(text).toBe('streamed answer text');
    expect(finish).toBe('stop');
    expect(chunks).toBeGreaterThan(3);
    expect(usage).toMatchObject({
      prompt_tokens: 50,
      completion_tokens: 9,
      total_tokens: 59,
      prompt_tokens_details: { cached_tokens: 20 },
      completion_tokens_details: { reasoning_tokens: 4 },
    });
  });

  it('streams tool calls that the SDK stream helper reassembles', async () => {
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'lookup_cve', arguments: '{"id":"CVE-2024-3094"}' } };
    upstream.respondWith(() => ({ toolCalls: [call] }));
    const stream = client.chat.completions.stream({ model: 'shared-2', messages: user('look it up') });
    const final = await stream.finalChatCompletion();
    expect(final.choices[0]?.message.tool_calls).toEqual([call]);
    expect(final.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('answers tool calls unchanged and records the tools it was offered', async () => {
    const call = { id: 'call_7', type: 'function' as const, function: { name: 'read_file', arguments: '{"path":"a.ts"}' } };
    upstream.respondWith(() => ({ toolCalls: [call], model: 'vendor/model-x' }));
    const tools = [{ type: 'function' as const, function: { name: 'read_file', parameters: { type: 'object', properties: {} } } }];
    const answer = await client.chat.completions.create({ model: 'red-6', messages: user('read a.ts'), tools, tool_choice: 'auto' });
    expect(answer.model).toBe('vendor/model-x');
    expect(answer.choices[0]?.message).toMatchObject({ content: null, tool_calls: [call] });
    expect(answer.choices[0]?.finish_reason).toBe('tool_calls');
    expect(upstream.received[0]).toMatchObject({ tools, tool_choice: 'auto' });
  });

  it('answers a scripted error status as an OpenAI error the client raises', async () => {
    upstream.enqueue({ status: 500, errorMessage: 'boom' });
    const failure = await client.chat.completions.create({ model: 'shared-1', messages: user('x') }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAI.InternalServerError);
    expect((failure as APIError).status).toBe(500);
    expect((failure as APIError).message).toContain('boom');
    expect(upstream.calls).toBe(1);
    // The queue is used up: the next call gets the default answer.
    const answer = await client.chat.completions.create({ model: 'shared-1', messages: user('y') });
    expect(answer.choices[0]?.message.content).toBe('fake answer to: y');
  });

  it('can leave usage out, and passes the call number to the script', async () => {
    upstream.respondWith((_body, call) => ({ content: `call ${call}`, usage: call === 2 ? null : {} }));
    const first = await client.chat.completions.create({ model: 'm', messages: user('a') });
    const second = await client.chat.completions.create({ model: 'm', messages: user('b') });
    expect(first.choices[0]?.message.content).toBe('call 1');
    expect(first.usage).toBeDefined();
    expect(second.usage).toBeUndefined();
  });

  it('lists its models, and fails the list while down', async () => {
    const page = await client.models.list();
    expect(page.data.map((model) => model.id)).toEqual(['fake-model']);
    upstream.down();
    await expect(client.models.list()).rejects.toMatchObject({ status: 503 });
    upstream.up();
    await expect(client.models.list()).resolves.toBeDefined();
    expect(upstream.modelListCalls).toBe(3);
  });

  it('delays an answer past a client timeout', async () => {
    upstream.enqueue({ delayMs: 2_000 });
    const failure = await client.chat.completions.create({ model: 'm', messages: user('slow') }, { timeout: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
  });

  it('holds a hung call until released', async () => {
    upstream.enqueue({ hang: true, content: 'finally' });
    let settled = false;
    const pending = client.chat.completions.create({ model: 'm', messages: user('wait') }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    expect(upstream.calls).toBe(1);
    upstream.release();
    expect((await pending).choices[0]?.message.content).toBe('finally');
  });
});
