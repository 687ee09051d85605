import { describe, expect, it } from 'vitest';
import { parseChatRequest } from './parse-request.js';

const withMessages = (...messages: unknown[]) => ({ model: 'shared-1', messages });

function fieldError(...messages: unknown[]) {
  const result = parseChatRequest(withMessages(...messages));
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(messages)}`);
  return result.error;
}

function parsedMessages(...messages: unknown[]) {
  const result = parseChatRequest(withMessages(...messages));
  if (!result.ok) throw new Error(`expected ${JSON.stringify(messages)} to parse: ${JSON.stringify(result.error)}`);
  return result.value.messages;
}

const call = { id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.c"}' } };

describe('message rules', () => {
  it('accepts every role in a tool-calling conversation', () => {
    const conversation = [
      { role: 'system', content: 'You review C code.' },
      { role: 'developer', content: 'Answer in English.' },
      { role: 'user', content: 'Review a.c', name: 'alice' },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', content: 'int main() {}', tool_call_id: 'call_1' },
      { role: 'assistant', content: 'Looks fine.' },
    ];
    expect(parsedMessages(...conversation)).toEqual(conversation);
  });

  it('role: one of system, developer, user, assistant, tool', () => {
    expect(fieldError({ content: 'x' })).toEqual({ field: 'messages[0].role', reason: 'required' });
    expect(fieldError({ role: 'function', content: 'x' })).toEqual({
      field: 'messages[0].role',
      reason: 'not-an-allowed-value',
      allowed: ['system', 'developer', 'user', 'assistant', 'tool'],
    });
  });

  it('content: a string, an array of content parts, or null only for an assistant that calls tools', () => {
    expect(fieldError({ role: 'user' })).toEqual({ field: 'messages[0].content', reason: 'required' });
    expect(fieldError({ role: 'system', content: null })).toEqual({ field: 'messages[0].content', reason: 'required' });
    expect(fieldError({ role: 'assistant', content: null })).toEqual({ field: 'messages[0].content', reason: 'required' });
    expect(fieldError({ role: 'assistant', content: null, tool_calls: [] })).toEqual({ field: 'messages[0].content', reason: 'required' });
    expect(fieldError({ role: 'user', content: 42 })).toEqual({ field: 'messages[0].content', reason: 'wrong-type' });
    expect(fieldError({ role: 'user', content: { text: 'x' } })).toEqual({ field: 'messages[0].content', reason: 'wrong-type' });
    expect(parsedMessages({ role: 'assistant', tool_calls: [call] })).toEqual([{ role: 'assistant', content: null, tool_calls: [call] }]);
    expect(parsedMessages({ role: 'user', content: '' })).toEqual([{ role: 'user', content: '' }]);
  });

  it('content parts: each type has its own shape', () => {
    const parts = [
      { type: 'text', text: 'What is in this screenshot?' },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA', detail: 'low' } },
      { type: 'input_audio', input_audio: { data: 'AAAA', format: 'wav' } },
      { type: 'file', file: { file_id: 'file-1' } },
    ];
    expect(parsedMessages({ role: 'user', content: parts })).toEqual([{ role: 'user', content: parts }]);
    expect(parsedMessages({ role: 'assistant', content: [{ type: 'refusal', refusal: 'No.' }] })).toHaveLength(1);
    expect(fieldError({ role: 'user', content: [{ type: 'video', url: 'x' }] })).toMatchObject({
      field: 'messages[0].content[0].type',
      reason: 'not-an-allowed-value',
    });
    expect(fieldError({ role: 'user', content: [{ text: 'x' }] })).toMatchObject({ field: 'messages[0].content[0].type', reason: 'required' });
    expect(fieldError({ role: 'user', content: ['x'] })).toEqual({ field: 'messages[0].content[0]', reason: 'wrong-type' });
    expect(fieldError({ role: 'user', content: [{ type: 'text', text: 1 }] })).toEqual({ field: 'messages[0].content[0].text', reason: 'wrong-type' });
    expect(fieldError({ role: 'user', content: [{ type: 'text', text: 'a', cache: true }] })).toEqual({
      field: 'messages[0].content[0].cache',
      reason: 'unknown-field',
    });
    expect(fieldError({ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x', detail: 'max' } }] })).toMatchObject({
      field: 'messages[0].content[0].image_url.detail',
      reason: 'not-an-allowed-value',
    });
    expect(fieldError({ role: 'user', content: [{ type: 'input_audio', input_audio: { data: 'x', format: 'ogg' } }] })).toMatchObject({
      field: 'messages[0].content[0].input_audio.format',
      reason: 'not-an-allowed-value',
    });
  });

  it('tool turns name the call they answer', () => {
    expect(fieldError({ role: 'tool', content: 'out' })).toEqual({ field: 'messages[0].tool_call_id', reason: 'required' });
    expect(fieldError({ role: 'tool', content: 'out', tool_call_id: '' })).toEqual({ field: 'messages[0].tool_call_id', reason: 'required' });
  });

  it('tool_calls: id, type function, function name and arguments string', () => {
    const assistant = (toolCall: unknown) => ({ role: 'assistant', content: null, tool_calls: [toolCall] });
    expect(fieldError(assistant({ ...call, type: 'code' }))).toMatchObject({ field: 'messages[0].tool_calls[0].type', reason: 'not-an-allowed-value' });
    expect(fieldError(assistant({ ...call, id: '' }))).toEqual({ field: 'messages[0].tool_calls[0].id', reason: 'required' });
    expect(fieldError(assistant({ ...call, function: { name: 'f', arguments: { path: 'a' } } }))).toEqual({
      field: 'messages[0].tool_calls[0].function.arguments',
      reason: 'wrong-type',
    });
  });

  it('drops optional keys sent as null, and keeps a refusal', () => {
    expect(parsedMessages({ role: 'assistant', content: 'ok', name: null, tool_calls: null, tool_call_id: null, refusal: null })).toEqual([
      { role: 'assistant', content: 'ok' },
    ]);
    expect(parsedMessages({ role: 'assistant', content: null, refusal: 'I cannot help.', tool_calls: [call] })).toEqual([
      { role: 'assistant', content: null, refusal: 'I cannot help.', tool_calls: [call] },
    ]);
  });

  it('refuses unknown message keys and names the message by index', () => {
    expect(fieldError({ role: 'user', content: 'a' }, { role: 'user', content: 'b', audio: {} })).toEqual({
      field: 'messages[1].audio',
      reason: 'unknown-field',
    });
  });
});
