import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from './support/e2e-service.js';

/*
 * The completion path end to end: the real server process, the official openai client, and the
 * local OpenAI-compatible upstream recording what a model would have received.
 */
let service: E2EService;

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: 'p_blue' }] });
});
afterAll(() => service?.close());

describe('POST /v1/chat/completions through the openai client', () => {
  it('answers a non-streaming completion with billing, receiptId and jobId, free of charge on the free tier', async () => {
    const answer = await service.client('p_blue').chat.completions.create({
      model: 'shared-1',
      messages: [{ role: 'user', content: 'Review: strcpy(buf, argv[1]);' }],
    });
    const extra = answer as unknown as Record<string, unknown>;
    expect(answer.object).toBe('chat.completion');
    expect(answer.model).toBe('shared-1');
    expect(answer.choices[0]?.message.content).toBe('fake answer to: Review: strcpy(buf, argv[1]);');
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(extra.billing).toBe('free');
    expect(extra.receiptId).toEqual(expect.any(String));
    expect(extra.jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(extra).not.toHaveProperty('chargedMicroUSD');
    expect(answer.usage).toBeUndefined();
    // The upstream was called with the configured model name and the request's messages.
    expect(service.upstream.received.at(-1)).toMatchObject({ model: 'shared-1', messages: [{ role: 'user', content: 'Review: strcpy(buf, argv[1]);' }] });
  });

  it('streams heartbeats, one content chunk, a finish chunk with billing and receiptId, then [DONE]', async () => {
    service.upstream.enqueue({ delayMs: 700, content: 'streamed review' });
    const stream = await service.client('p_blue').chat.completions.create({
      model: 'shared-2',
      stream: true,
      messages: [{ role: 'user', content: 'Stream a review of gets(buf);' }],
    });
    const chunks: any[] = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ object: 'chat.completion.chunk', model: 'shared-2', id: chunks[0].id });
      expect(chunk.choices).toHaveLength(1);
    }
    const content = chunks.filter((c) => c.choices[0].delta.content !== undefined);
    expect(content).toHaveLength(1);
    expect(content[0].choices[0]).toEqual({ index: 0, delta: { role: 'assistant', content: 'streamed review' }, finish_reason: null });
    const contentAt = chunks.indexOf(content[0]);
    // Heartbeats (empty deltas, no finish) came while the upstream worked (700 ms at 200 ms cadence).
    const heartbeats = chunks.slice(0, contentAt);
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    for (const beat of heartbeats) expect(beat.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: null });
    const finish = chunks.at(-1);
    expect(chunks.indexOf(finish)).toBe(contentAt + 1);
    expect(finish.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'stop' });
    expect(finish.billing).toBe('free');
    expect(finish.receiptId).toEqual(expect.any(String));
  });

  it('ends the raw stream with data: [DONE] and sends the SSE headers', async () => {
    const response = await fetch(`${service.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.tokens.p_blue}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-3', stream: true, messages: [{ role: 'user', content: 'raw stream' }] }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const text = await response.text();
    const events = text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(events.every((event) => event.startsWith('data: '))).toBe(true);
  });

  it('passes tools through and returns the tool calls unchanged, never executing them', async () => {
    const toolCall = { id: 'call_1', type: 'function' as const, function: { name: 'lookup_cve', arguments: '{"id":"CVE-2024-3094"}' } };
    service.upstream.enqueue({ content: null, toolCalls: [toolCall], finishReason: 'tool_calls' });
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'lookup_cve',
          description: 'Look up a CVE',
          parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
      },
    ];
    const client = service.client('p_blue');
    const first = await client.chat.completions.create({
      model: 'shared-1',
      messages: [{ role: 'user', content: 'Is CVE-2024-3094 in my build?' }],
      tools,
      tool_choice: 'auto',
    });
    expect(first.choices[0]?.finish_reason).toBe('tool_calls');
    expect(first.choices[0]?.message.tool_calls).toEqual([toolCall]);
    const sent = service.upstream.received.at(-1)!;
    expect(sent.tools).toEqual(tools);
    expect(sent.tool_choice).toBe('auto');

    // The caller runs the tool and sends its result back: the round trip completes.
    service.upstream.enqueue({ content: 'xz 5.6.1 is affected; downgrade to 5.4.6.' });
    const second = await client.chat.completions.create({
      model: 'shared-1',
      tools,
      messages: [
        { role: 'user', content: 'Is CVE-2024-3094 in my build?' },
        { role: 'assistant', content: null, tool_calls: [toolCall] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"affected":["xz 5.6.0","xz 5.6.1"]}' },
      ],
    });
    expect(second.choices[0]?.message.content).toBe('xz 5.6.1 is affected; downgrade to 5.4.6.');
    expect(service.upstream.received.at(-1)?.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  });

  it('re-attaches an identical request to its job instead of calling the upstream again', async () => {
    const body = { model: 'shared-4', messages: [{ role: 'user' as const, content: 'same question twice' }] };
    const calls = service.upstream.calls;
    const first = (await service.client('p_blue').chat.completions.create(body)) as any;
    const again = (await service.client('p_blue').chat.completions.create(body)) as any;
    expect(service.upstream.calls).toBe(calls + 1);
    expect(again.jobId).toBe(first.jobId);
    expect(again.receiptId).toBe(first.receiptId);
  });
});
