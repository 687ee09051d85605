import { describe, expect, it } from 'vitest';
import { parseChatRequest, parseJobRequest } from './parse-request.js';

const base = { model: 'shared-1', messages: [{ role: 'user', content: 'Review this function.' }] };

function fieldError(body: unknown) {
  const result = parseChatRequest(body);
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(body)}`);
  return result.error;
}

describe('parseChatRequest: normalisation', () => {
  it('fills the defaults: ceiling max_tokens, code-review on owned, no streaming', () => {
    expect(parseChatRequest(base)).toEqual({
      ok: true,
      value: { ...base, max_tokens: 32768, task: 'code-review', scopeId: 'owned', stream: false },
    });
  });

  it('reads max_completion_tokens as max_tokens, and max_tokens wins when both are sent', () => {
    expect(parseChatRequest({ ...base, max_completion_tokens: 900 })).toMatchObject({ ok: true, value: { max_tokens: 900 } });
    const both = parseChatRequest({ ...base, max_tokens: 100, max_completion_tokens: 900 });
    expect(both).toMatchObject({ ok: true, value: { max_tokens: 100 } });
    expect(both.ok && 'max_completion_tokens' in both.value).toBe(false);
  });

  it('treats optional fields sent as null as absent', () => {
    const result = parseChatRequest({ ...base, max_tokens: null, temperature: null, tools: null, task: null, scopeId: null, stream: null });
    expect(result).toEqual({ ok: true, value: { ...base, max_tokens: 32768, task: 'code-review', scopeId: 'owned', stream: false } });
  });

  it('keeps every pass-through field the official client sends', () => {
    const full = {
      ...base,
      max_tokens: 512,
      stream: true,
      stream_options: { include_usage: true },
      task: 'vulnerability-triage',
      scopeId: 'engagement-42',
      tools: [{ type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object' }, strict: true } }],
      tool_choice: { type: 'function', function: { name: 'read_file' } },
      temperature: 0.2,
      top_p: 0.9,
      stop: ['\n\n'],
      seed: 7,
      user: 'agent-1',
      parallel_tool_calls: false,
      response_format: { type: 'json_schema', json_schema: { name: 'finding', schema: { type: 'object' }, strict: true } },
      presence_penalty: 0.5,
      frequency_penalty: -0.5,
    };
    expect(parseChatRequest(full)).toEqual({ ok: true, value: full });
  });
});

describe('parseChatRequest: field rules', () => {
  it('refuses a body that is not an object', () => {
    expect(fieldError(null)).toEqual({ field: 'body', reason: 'required' });
    expect(fieldError([base])).toEqual({ field: 'body', reason: 'wrong-type' });
    expect(fieldError('hello')).toEqual({ field: 'body', reason: 'wrong-type' });
  });

  it('model: a required string of 1 to 128 characters', () => {
    expect(fieldError({ messages: base.messages })).toEqual({ field: 'model', reason: 'required' });
    expect(fieldError({ ...base, model: 3 })).toEqual({ field: 'model', reason: 'wrong-type' });
    expect(fieldError({ ...base, model: '' })).toEqual({ field: 'model', reason: 'required' });
    expect(fieldError({ ...base, model: 'm'.repeat(129) })).toEqual({ field: 'model', reason: 'too-long' });
  });

  it('messages: a required non-empty array of messages', () => {
    expect(fieldError({ model: 'shared-1' })).toEqual({ field: 'messages', reason: 'required' });
    expect(fieldError({ ...base, messages: [] })).toEqual({ field: 'messages', reason: 'required' });
    expect(fieldError({ ...base, messages: 'hi' })).toEqual({ field: 'messages', reason: 'wrong-type' });
    expect(fieldError({ ...base, messages: ['hi'] })).toEqual({ field: 'messages[0]', reason: 'wrong-type' });
  });

  it('max_tokens and max_completion_tokens: positive integers', () => {
    for (const key of ['max_tokens', 'max_completion_tokens']) {
      expect(fieldError({ ...base, [key]: 0 })).toEqual({ field: key, reason: 'out-of-range' });
      expect(fieldError({ ...base, [key]: -5 })).toEqual({ field: key, reason: 'out-of-range' });
      expect(fieldError({ ...base, [key]: 1.5 })).toEqual({ field: key, reason: 'wrong-type' });
      expect(fieldError({ ...base, [key]: '100' })).toEqual({ field: key, reason: 'wrong-type' });
    }
  });

  it('leaves ceilings to admission: a max_tokens above 32,768 parses', () => {
    expect(parseChatRequest({ ...base, max_tokens: 100_000 })).toMatchObject({ ok: true, value: { max_tokens: 100_000 } });
  });

  it('stream and stream_options', () => {
    expect(fieldError({ ...base, stream: 'yes' })).toEqual({ field: 'stream', reason: 'wrong-type' });
    expect(fieldError({ ...base, stream_options: { include_usage: 1 } })).toEqual({ field: 'stream_options.include_usage', reason: 'wrong-type' });
    expect(fieldError({ ...base, stream_options: { chunk_size: 1 } })).toEqual({ field: 'stream_options.chunk_size', reason: 'unknown-field' });
  });

  it('task: one of the known tasks', () => {
    expect(fieldError({ ...base, task: 'exfiltration' })).toEqual({
      field: 'task',
      reason: 'not-an-allowed-value',
      allowed: ['code-review', 'vulnerability-triage', 'remediation', 'payload-crafting', 'c2-tooling'],
    });
  });

  it('scopeId: a string of 1 to 100 characters', () => {
    expect(fieldError({ ...base, scopeId: '' })).toEqual({ field: 'scopeId', reason: 'required' });
    expect(fieldError({ ...base, scopeId: 's'.repeat(101) })).toEqual({ field: 'scopeId', reason: 'too-long' });
    expect(fieldError({ ...base, scopeId: 12 })).toEqual({ field: 'scopeId', reason: 'wrong-type' });
    expect(parseChatRequest({ ...base, scopeId: 's'.repeat(100) }).ok).toBe(true);
    // The store keeps it as PostgreSQL text, which cannot hold U+0000.
    expect(fieldError({ ...base, scopeId: 'own\u0000ed' })).toEqual({ field: 'scopeId', reason: 'wrong-type' });
  });

  it('sampling fields: types and ranges', () => {
    expect(fieldError({ ...base, temperature: 2.5 })).toEqual({ field: 'temperature', reason: 'out-of-range' });
    expect(fieldError({ ...base, temperature: -0.1 })).toEqual({ field: 'temperature', reason: 'out-of-range' });
    expect(fieldError({ ...base, top_p: 1.1 })).toEqual({ field: 'top_p', reason: 'out-of-range' });
    expect(fieldError({ ...base, presence_penalty: -3 })).toEqual({ field: 'presence_penalty', reason: 'out-of-range' });
    expect(fieldError({ ...base, frequency_penalty: 3 })).toEqual({ field: 'frequency_penalty', reason: 'out-of-range' });
    expect(fieldError({ ...base, seed: 1.5 })).toEqual({ field: 'seed', reason: 'wrong-type' });
    expect(fieldError({ ...base, user: 42 })).toEqual({ field: 'user', reason: 'wrong-type' });
    expect(fieldError({ ...base, parallel_tool_calls: 'no' })).toEqual({ field: 'parallel_tool_calls', reason: 'wrong-type' });
  });

  it('stop: one string or up to four', () => {
    expect(parseChatRequest({ ...base, stop: 'END' }).ok).toBe(true);
    expect(parseChatRequest({ ...base, stop: ['a', 'b', 'c', 'd'] }).ok).toBe(true);
    expect(fieldError({ ...base, stop: ['a', 'b', 'c', 'd', 'e'] })).toEqual({ field: 'stop', reason: 'too-many' });
    expect(fieldError({ ...base, stop: [1] })).toEqual({ field: 'stop[0]', reason: 'wrong-type' });
    expect(fieldError({ ...base, stop: 5 })).toEqual({ field: 'stop', reason: 'wrong-type' });
  });

  it('response_format: text, json_object or json_schema', () => {
    expect(parseChatRequest({ ...base, response_format: { type: 'json_object' } }).ok).toBe(true);
    expect(fieldError({ ...base, response_format: { type: 'yaml' } })).toEqual({
      field: 'response_format.type',
      reason: 'not-an-allowed-value',
      allowed: ['text', 'json_object', 'json_schema'],
    });
    expect(fieldError({ ...base, response_format: { type: 'json_schema' } })).toEqual({ field: 'response_format.json_schema', reason: 'required' });
    expect(fieldError({ ...base, response_format: { type: 'json_schema', json_schema: { name: 'x', schema: [] } } })).toEqual({
      field: 'response_format.json_schema.schema',
      reason: 'wrong-type',
    });
    expect(fieldError({ ...base, response_format: { type: 'text', json_schema: {} } })).toEqual({
      field: 'response_format.json_schema',
      reason: 'unknown-field',
    });
  });

  it('refuses any other key as unknown-field, after the known keys are read', () => {
    expect(fieldError({ ...base, n: 2 })).toEqual({ field: 'n', reason: 'unknown-field' });
    expect(fieldError({ ...base, logprobs: true })).toEqual({ field: 'logprobs', reason: 'unknown-field' });
    expect(fieldError({ ...base, n: 2, max_tokens: 0 })).toEqual({ field: 'max_tokens', reason: 'out-of-range' });
  });
});

describe('parseJobRequest', () => {
  it('takes the job body with the same defaults and no stream flag', () => {
    const body = { model: 'red-1', task: 'remediation', scopeId: 'owned', max_tokens: 2000, messages: base.messages };
    expect(parseJobRequest(body)).toEqual({ ok: true, value: body });
    expect(parseJobRequest({ model: 'red-1', messages: base.messages })).toEqual({
      ok: true,
      value: { model: 'red-1', messages: base.messages, max_tokens: 32768, task: 'code-review', scopeId: 'owned' },
    });
  });

  it('refuses stream and stream_options, since a job is never streamed', () => {
    expect(parseJobRequest({ ...base, stream: true })).toEqual({ ok: false, error: { field: 'stream', reason: 'unknown-field' } });
    expect(parseJobRequest({ ...base, stream_options: {} })).toEqual({ ok: false, error: { field: 'stream_options', reason: 'unknown-field' } });
  });

  it('applies the same field rules as the chat body', () => {
    expect(parseJobRequest({ ...base, task: 'spying' })).toMatchObject({ ok: false, error: { field: 'task', reason: 'not-an-allowed-value' } });
    expect(parseJobRequest({ model: 'red-1' })).toEqual({ ok: false, error: { field: 'messages', reason: 'required' } });
    expect(parseJobRequest([])).toEqual({ ok: false, error: { field: 'body', reason: 'wrong-type' } });
  });
});
