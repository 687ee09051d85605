import { describe, expect, it } from 'vitest';
import { parseChatRequest } from './parse-request.js';

const base = { model: 'shared-1', messages: [{ role: 'user', content: 'Scan the repo.' }] };
const tool = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'function', function: { name, ...extra } });

function fieldError(body: Record<string, unknown>) {
  const result = parseChatRequest({ ...base, ...body });
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(body)}`);
  return result.error;
}

describe('tools', () => {
  it('accepts function tools with optional description, JSON-schema parameters and strict', () => {
    const tools = [tool('read_file', { description: 'Read', parameters: { type: 'object', properties: {} }, strict: false }), tool('grep-2')];
    expect(parseChatRequest({ ...base, tools })).toMatchObject({ ok: true, value: { tools } });
  });

  it('type must be function', () => {
    expect(fieldError({ tools: [{ type: 'retrieval', function: { name: 'x' } }] })).toMatchObject({ field: 'tools[0].type', reason: 'not-an-allowed-value' });
    expect(fieldError({ tools: [{ function: { name: 'x' } }] })).toEqual({ field: 'tools[0].type', reason: 'required' });
  });

  it('function name: 1 to 64 of letters, digits, underscore and dash', () => {
    expect(fieldError({ tools: [{ type: 'function' }] })).toEqual({ field: 'tools[0].function', reason: 'required' });
    expect(fieldError({ tools: [tool('')] })).toEqual({ field: 'tools[0].function.name', reason: 'required' });
    expect(fieldError({ tools: [tool('n'.repeat(65))] })).toEqual({ field: 'tools[0].function.name', reason: 'too-long' });
    expect(fieldError({ tools: [tool('read file')] })).toEqual({ field: 'tools[0].function.name', reason: 'wrong-type' });
  });

  it('parameters must be a JSON object; other keys are unknown', () => {
    expect(fieldError({ tools: [tool('f', { parameters: [] })] })).toEqual({ field: 'tools[0].function.parameters', reason: 'wrong-type' });
    expect(fieldError({ tools: [tool('f', { parameters: 'object' })] })).toEqual({ field: 'tools[0].function.parameters', reason: 'wrong-type' });
    expect(fieldError({ tools: [tool('f', { returns: {} })] })).toEqual({ field: 'tools[0].function.returns', reason: 'unknown-field' });
    expect(fieldError({ tools: [tool('f', { strict: 'yes' })] })).toEqual({ field: 'tools[0].function.strict', reason: 'wrong-type' });
    expect(fieldError({ tools: {} })).toEqual({ field: 'tools', reason: 'wrong-type' });
  });

  it('tool names are unique', () => {
    expect(fieldError({ tools: [tool('a'), tool('b'), tool('a')] })).toEqual({ field: 'tools[2].function.name', reason: 'duplicate' });
  });

  it('leaves the count to the per-model limit, so 129 tools parse', () => {
    const tools = Array.from({ length: 129 }, (_, i) => tool(`t${i}`));
    expect(parseChatRequest({ ...base, tools }).ok).toBe(true);
  });
});

describe('tool_choice', () => {
  it('accepts the three modes and a named function among the tools', () => {
    for (const mode of ['none', 'auto', 'required']) expect(parseChatRequest({ ...base, tool_choice: mode }).ok).toBe(true);
    const named = { type: 'function', function: { name: 'read_file' } };
    expect(parseChatRequest({ ...base, tools: [tool('read_file')], tool_choice: named })).toMatchObject({ ok: true, value: { tool_choice: named } });
  });

  it('refuses another mode, a malformed object and a function that is not among the tools', () => {
    expect(fieldError({ tool_choice: 'any' })).toEqual({ field: 'tool_choice', reason: 'not-an-allowed-value', allowed: ['none', 'auto', 'required'] });
    expect(fieldError({ tool_choice: 3 })).toEqual({ field: 'tool_choice', reason: 'wrong-type' });
    expect(fieldError({ tool_choice: { type: 'function' } })).toEqual({ field: 'tool_choice.function', reason: 'required' });
    expect(fieldError({ tools: [tool('a')], tool_choice: { type: 'function', function: { name: 'b' } } })).toEqual({
      field: 'tool_choice.function.name',
      reason: 'unknown-reference',
    });
    expect(fieldError({ tool_choice: { type: 'function', function: { name: 'a' } } })).toEqual({
      field: 'tool_choice.function.name',
      reason: 'unknown-reference',
    });
  });
});
