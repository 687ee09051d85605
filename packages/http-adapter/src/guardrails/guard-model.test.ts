import { parseChatRequest, type CompletionRequest } from '@secgate/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardModelConfig } from '../config/service-config.js';
import { createGuardModel } from './guard-model.js';
import { startGuardModelStandIn, type GuardModelStandIn } from './guard-model-stand-in.test-support.js';

let standIn: GuardModelStandIn;
beforeAll(async () => {
  standIn = await startGuardModelStandIn();
});
afterAll(() => standIn.close());

const logger = pino({ level: 'silent' });
const config = (over: Partial<GuardModelConfig> = {}): GuardModelConfig => ({
  protocol: 'llama-guard',
  baseURL: standIn.baseURL,
  model: 'meta-llama/Llama-Guard-3-8B',
  apiKey: null,
  timeoutMs: 500,
  onUnavailable: 'block',
  checkAnswers: true,
  ...over,
});

function request(messages: unknown[], tools?: unknown[]): CompletionRequest {
  const parsed = parseChatRequest({ model: 'shared-1', messages, ...(tools ? { tools } : {}) });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const conversation = request(
  [
    { role: 'system', content: 'You are a SOC assistant.' },
    { role: 'user', content: 'Look this up.' },
    { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"x"}' } }] },
    { role: 'tool', tool_call_id: 'c1', content: 'GUARD-UNSAFE-S9 found in the result' },
  ],
  [{ type: 'function', function: { name: 'search', description: 'Search the web' } }],
);

describe('createGuardModel (Llama Guard over /v1/chat/completions)', () => {
  it('passes a conversation with system, tool and assistant turns in the shape the template accepts, and reads the verdict', async () => {
    standIn.mode = 'up';
    const guard = createGuardModel({ config: config(), logger });
    const answer = await guard.classifyRequest(conversation);
    expect(answer).toEqual({ outcome: { kind: 'verdict', unsafe: true, hazards: ['S9'] }, onUnavailable: 'block' });
    const sent = standIn.received.at(-1)?.body;
    expect(sent.model).toBe('meta-llama/Llama-Guard-3-8B');
    expect(sent.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('asks about the answer as the last assistant turn', async () => {
    const guard = createGuardModel({ config: config(), logger });
    const safe = await guard.classifyAnswer(request([{ role: 'user', content: 'Explain XSS.' }]), { content: 'It is script injection.', toolCalls: [] });
    expect(safe.outcome).toEqual({ kind: 'verdict', unsafe: false, hazards: [] });
    expect(standIn.received.at(-1)?.body.messages).toEqual([
      { role: 'user', content: 'Explain XSS.' },
      { role: 'assistant', content: 'It is script injection.' },
    ]);
  });

  it('is unavailable, with the configured setting, on an error status or a timeout', async () => {
    const observed: string[] = [];
    const guard = createGuardModel({ config: config({ onUnavailable: 'allow' }), logger, observe: (_ms, outcome) => observed.push(outcome) });
    standIn.mode = 'error';
    expect((await guard.classifyRequest(conversation)).outcome.kind).toBe('unavailable');
    standIn.mode = 'hang';
    const timedOut = await guard.classifyRequest(conversation);
    expect(timedOut).toMatchObject({ outcome: { kind: 'unavailable' }, onUnavailable: 'allow' });
    standIn.mode = 'up';
    expect(observed).toEqual(['unavailable', 'unavailable']);
  });
});

describe('createGuardModel (an endpoint shaped like /v1/moderations)', () => {
  it('sends the text the model would read and maps the flagged categories onto hazards', async () => {
    standIn.mode = 'up';
    const guard = createGuardModel({ config: config({ protocol: 'moderation', model: 'omni-moderation-latest' }), logger });
    const answer = await guard.classifyRequest(conversation);
    expect(answer.outcome).toEqual({ kind: 'verdict', unsafe: true, hazards: ['S9'] });
    const sent = standIn.received.at(-1);
    expect(sent?.path).toBe('/v1/moderations');
    expect(sent?.body.input).toContain('GUARD-UNSAFE-S9');
  });
});
