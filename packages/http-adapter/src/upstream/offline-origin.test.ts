import { checkEcho, DEFAULT_MODELS, parseChatRequest, redactSecrets, type CompletionRequest, type ModelDefinition } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { answerOffline, OFFLINE_MODEL_NAME } from './offline-origin.js';

const model = (id: string) => DEFAULT_MODELS.find((candidate) => candidate.id === id) as ModelDefinition;

function request(body: Record<string, unknown>): CompletionRequest {
  const parsed = parseChatRequest({ model: 'shared-1', ...body });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const conversation = request({
  task: 'vulnerability-triage',
  messages: [
    { role: 'system', content: 'You review code.' },
    { role: 'user', content: 'first question' },
    { role: 'assistant', content: 'first answer' },
    { role: 'user', content: 'Is key [REDACTED:aws-access-key-id] safe to keep in config.py?' },
  ],
  tools: [
    { type: 'function', function: { name: 'read_file', parameters: { type: 'object' } } },
    { type: 'function', function: { name: 'grep' } },
  ],
  tool_choice: 'auto',
});

describe('the offline origin', () => {
  it('says plainly that no model ran, and reports what it received', () => {
    const answer = answerOffline(model('shared-1'), conversation);
    expect(answer.content).toMatch(/^No model ran\./);
    expect(answer.content).toContain('model: shared-1 (blue team, shared route)');
    expect(answer.content).toContain('task: vulnerability-triage');
    expect(answer.content).toContain('scopeId: owned');
    expect(answer.content).toContain('messages: 4 (system 1, user 2, assistant 1)');
    expect(answer.content).toContain('tools offered: read_file, grep (tool_choice: "auto")');
    expect(answer.content).toContain('Is key [REDACTED:aws-access-key-id] safe to keep in config.py?');
    expect(answer.toolCalls).toEqual([]);
    expect(answer.finishReason).toBe('stop');
  });

  it('quotes the last user message exactly as received, already redacted', () => {
    const secret = 'AKIAIOSFODNN7EXAMPLE';
    const redacted = redactSecrets(`my key is ${secret}`).text;
    const answer = answerOffline(model('shared-2'), request({ messages: [{ role: 'user', content: redacted }] }));
    expect(answer.content).toContain(redacted);
    expect(answer.content).not.toContain(secret);
  });

  it('keeps every echo rule of the default catalog', () => {
    for (const definition of DEFAULT_MODELS) {
      const answer = answerOffline(definition, request({ model: definition.id, messages: [{ role: 'user', content: 'hi' }] }));
      expect(checkEcho(definition.echo, definition.id, answer.model)).toBe(true);
    }
    expect(answerOffline(model('red-6'), conversation).model).toBe(OFFLINE_MODEL_NAME);
    expect(answerOffline(model('red-2'), conversation).model).toBe('secgate-red-2');
  });

  it('counts usage deterministically from characters', () => {
    const first = answerOffline(model('shared-1'), conversation);
    const second = answerOffline(model('shared-1'), structuredClone(conversation));
    expect(second).toEqual(first);
    expect(first.usage.cachedTokens).toBe(0);
    const characters =
      'You review code.first questionfirst answerIs key [REDACTED:aws-access-key-id] safe to keep in config.py?'.length +
      JSON.stringify(conversation.tools).length;
    expect(first.usage.promptTokens).toBe(Math.ceil(characters / 4));
    expect(first.usage.completionTokens).toBe(Math.ceil((first.content ?? '').length / 4));
  });

  it('cuts a very long message short and names image parts', () => {
    const long = request({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'x'.repeat(10_000) },
            { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          ],
        },
      ],
    });
    const content = answerOffline(model('shared-1'), long).content ?? '';
    expect(content).toContain('more characters not shown');
    expect(content.length).toBeLessThan(5_000);
    expect(content).toContain('[1 part(s) that are not text: image_url]');
    expect(answerOffline(model('shared-1'), request({ messages: [{ role: 'system', content: 'only a system turn' }] })).content).toContain('(no user message)');
  });
});
