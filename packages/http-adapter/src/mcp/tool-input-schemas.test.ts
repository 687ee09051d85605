import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatCompletionInput, knowledgeContextInput, knowledgeSearchInput, noInput, researchRunInput } from './tool-input-schemas.js';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;
const messages = [
  { role: 'system', content: 'You review C.' },
  { role: 'user', content: [{ type: 'text', text: 'Review a.c' }] },
];

describe('tool input schemas', () => {
  it('knowledge: q and id are 1 to 200 characters, limit a whole number 1 to 50', () => {
    expect(ok(knowledgeSearchInput, { q: 'phishing' })).toBe(true);
    expect(ok(knowledgeSearchInput, { q: 'phishing', limit: 50 })).toBe(true);
    for (const bad of [
      {},
      { q: '' },
      { q: 'x'.repeat(201) },
      { q: 'x', limit: 0 },
      { q: 'x', limit: 51 },
      { q: 'x', limit: 2.5 },
      { q: 'x', limit: '5' },
      { q: 'x', extra: 1 },
    ]) {
      expect(ok(knowledgeSearchInput, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(ok(knowledgeContextInput, { id: 'T1566.001' })).toBe(true);
    expect(ok(knowledgeContextInput, {})).toBe(false);
  });

  it('no-argument tools take exactly {}', () => {
    expect(ok(noInput, {})).toBe(true);
    expect(ok(noInput, { x: 1 })).toBe(false);
  });

  it('chat: model and messages required; tools, tool_choice, task, scopeId optional; stream refused', () => {
    const tools = [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object' } } }];
    expect(ok(chatCompletionInput, { model: 'shared-1', messages })).toBe(true);
    expect(ok(chatCompletionInput, { model: 'shared-1', messages, tools, tool_choice: 'auto', task: 'remediation', scopeId: 'owned', max_tokens: 100 })).toBe(
      true,
    );
    expect(ok(chatCompletionInput, { model: 'shared-1', messages, tool_choice: { type: 'function', function: { name: 'read_file' } } })).toBe(true);
    for (const bad of [
      { messages },
      { model: 'shared-1' },
      { model: 'shared-1', messages: [] },
      { model: 'shared-1', messages: [{ role: 'robot', content: 'x' }] },
      { model: 'shared-1', messages, stream: true },
      { model: 'shared-1', messages, task: 'hacking' },
      { model: 'shared-1', messages, max_tokens: 0 },
      { model: 'shared-1', messages, jobId: 'x' },
    ]) {
      expect(ok(chatCompletionInput, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('research run: the job fields plus jobId; no tools', () => {
    expect(ok(researchRunInput, { model: 'red-1', messages, task: 'code-review', scopeId: 'owned', max_tokens: 10, jobId: 'any text' })).toBe(true);
    expect(ok(researchRunInput, { model: 'red-1', messages, tools: [] })).toBe(false);
  });
});
