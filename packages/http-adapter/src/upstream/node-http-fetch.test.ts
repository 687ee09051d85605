import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from '../../../../test/support/fake-openai-upstream.js';
import { createNodeHttpFetch } from './node-http-fetch.js';

let fake: FakeOpenAIUpstream;
const transport = createNodeHttpFetch({ maxBodyBytes: 64 * 1024 });
const client = () => new OpenAI({ baseURL: fake.baseURL, apiKey: 'sk-test-key', maxRetries: 0, logLevel: 'off', fetch: transport.fetch });

beforeAll(async () => {
  fake = await startFakeOpenAIUpstream({ models: ['shared-1'] });
});
afterAll(async () => {
  transport.close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('createNodeHttpFetch, as the openai client uses it', () => {
  it('sends the body and headers and reads the whole answer, usage included', async () => {
    fake.enqueue({ content: 'hello', usage: { promptTokens: 12, completionTokens: 3 } });
    const answer = await client().chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'Größe: 5 €' }] });
    expect(answer.choices[0]?.message.content).toBe('hello');
    expect(answer.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 3 });
    expect(fake.received[0]?.messages).toEqual([{ role: 'user', content: 'Größe: 5 €' }]);
    const sent = fake.requests.find((request) => request.method === 'POST');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.headers['content-type']).toContain('application/json');
  });

  it('keeps its connection alive from one call to the next', async () => {
    const ports: number[] = [];
    const server = createServer((request, response) => {
      ports.push(request.socket.remotePort ?? 0);
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/models`;
      for (let i = 0; i < 5; i++) expect(await (await transport.fetch(url)).json()).toEqual({ ok: true });
      expect(ports).toHaveLength(5);
      expect(new Set(ports).size).toBe(1);
    } finally {
      transport.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('an error status is an APIError with that status; a GET lists the models', async () => {
    fake.enqueue({ status: 503, errorMessage: 'overloaded' });
    const error = await client()
      .chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(503);
    const models = await client().models.list();
    expect(models.data.map((model) => model.id)).toContain('shared-1');
  });

  it('a timeout aborts the call; an unreachable origin is a connection error', async () => {
    fake.enqueue({ hang: true });
    const slow = new OpenAI({ baseURL: fake.baseURL, apiKey: 'k', maxRetries: 0, logLevel: 'off', timeout: 50, fetch: transport.fetch });
    await expect(slow.chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
    fake.release();

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = new OpenAI({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k', maxRetries: 0, logLevel: 'off', fetch: transport.fetch });
    await expect(gone.chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('refuses an answer larger than its limit instead of buffering it', async () => {
    fake.enqueue({ content: 'x'.repeat(100 * 1024) });
    await expect(client().chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(
      APIConnectionError,
    );
  });

  it('an aborted signal rejects at once, with its reason', async () => {
    const reason = new Error('stop');
    await expect(transport.fetch(`${fake.baseURL}/models`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});
