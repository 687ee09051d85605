import { describe, expect, it } from 'vitest';
import { redactChatMessages, redactJsonText } from './redact-chat-messages.js';
import { SAMPLE_SECRETS } from './secret-samples.test-support.js';

const gh = SAMPLE_SECRETS['github-token'];
const aws = SAMPLE_SECRETS['aws-access-key-id'];
const pem = SAMPLE_SECRETS['private-key'];

describe('redactChatMessages', () => {
  it('redacts string contents, text parts, refusals and tool-call arguments, and sums counts', () => {
    const messages = [
      { role: 'system', content: 'You review code.' },
      { role: 'user', content: `My token is ${gh}` },
      {
        role: 'user',
        content: [
          { type: 'text', text: `key ${aws} and ${aws}` },
          { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
        ],
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'deploy', arguments: JSON.stringify({ key: pem, n: 1 }) } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'done' },
    ];
    const frozen = structuredClone(messages);
    const { messages: out, counts } = redactChatMessages(messages);

    expect(messages).toEqual(frozen);
    expect(counts).toEqual({ 'private-key': 1, 'aws-access-key-id': 2, 'github-token': 1 });
    expect(out[0]).toBe(messages[0]);
    expect(out[1]).toEqual({ role: 'user', content: 'My token is [REDACTED:github-token]' });
    expect(out[2]?.content).toEqual([
      { type: 'text', text: 'key [REDACTED:aws-access-key-id] and [REDACTED:aws-access-key-id]' },
      { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
    ]);
    const args = out[3]?.tool_calls?.[0]?.function.arguments ?? '';
    expect(JSON.parse(args)).toEqual({ key: '[REDACTED:private-key]', n: 1 });
    expect(out[3]?.tool_calls?.[0]?.id).toBe('call_1');
    expect(out[4]).toBe(messages[4]);
  });

  it('returns no counts and the same messages when nothing is secret', () => {
    const messages = [{ role: 'user', content: 'Review my SQL for injection.' }];
    const { messages: out, counts } = redactChatMessages(messages);
    expect(counts).toEqual({});
    expect(out).toEqual(messages);
    expect(out[0]).toBe(messages[0]);
  });

  it('redacts assistant refusals', () => {
    const { messages: out } = redactChatMessages([{ role: 'assistant', content: null, refusal: `no: ${gh}` }]);
    expect(out[0]?.refusal).toBe('no: [REDACTED:github-token]');
  });
});

describe('redactJsonText', () => {
  it('keeps JSON valid even for a truncated key inside a string, and keeps bytes when nothing changes', () => {
    const truncated = pem.slice(0, pem.indexOf('-----END'));
    const args = JSON.stringify({ a: truncated, b: 'keep "quotes"' });
    const r = redactJsonText(args);
    expect(JSON.parse(r.text)).toEqual({ a: '[REDACTED:private-key]', b: 'keep "quotes"' });
    expect(r.counts).toEqual({ 'private-key': 1 });
    const plain = '{ "path": "/tmp/x" }';
    expect(redactJsonText(plain)).toEqual({ text: plain, counts: {} });
  });

  it('masks a secret-named value in an earlier tool call as in a tool result', () => {
    const password = 'Winter' + '2024!' + 'x';
    const args = JSON.stringify({ user: 'app', password });
    const { messages: out } = redactChatMessages([
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'connect', arguments: args } }] },
      { role: 'tool', tool_call_id: 'c1', content: args },
    ]);
    expect(out[0]?.tool_calls?.[0]?.function.arguments).not.toContain(password);
    expect(out[1]?.content).not.toContain(password);
    expect(JSON.parse(out[0]?.tool_calls?.[0]?.function.arguments ?? '')).toMatchObject({ user: 'app' });
  });

  it('redacts a message of 150,000 content parts without overflowing the stack', () => {
    const parts = Array.from({ length: 150_000 }, (_, i) => ({ type: 'text', text: `part ${i}` }));
    const { messages: out, counts } = redactChatMessages([{ role: 'user', content: parts }]);
    expect(out[0]?.content).toHaveLength(150_000);
    expect(counts).toEqual({});
  });

  it('falls back to plain-text redaction when the arguments are not JSON', () => {
    expect(redactJsonText(`{broken ${gh}`)).toEqual({ text: '{broken [REDACTED:github-token]', counts: { 'github-token': 1 } });
  });
});
