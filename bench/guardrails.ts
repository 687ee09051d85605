// The guardrails section of `npm run bench` (BENCHMARKS.md#guardrails): the rules on the hot path
// (the request check and the answer check) on realistic prompts of 1 KiB, 64 KiB and the
// 524,288-character ceiling, the one-time compile of a fresh process, and, reported apart, the
// latency a guard model adds, asked over HTTP through the official client (a local stand-in
// here, so the figure is the gateway's own cost of the question, not a model's inference time).
import { checkAnswer, checkGuardrails, parseChatRequest } from '@secgate/core';
import { createGuardModel, warmUpGuardrails } from '@secgate/http-adapter';
import pino from 'pino';
import { startGuardModelStandIn } from '../packages/http-adapter/src/guardrails/guard-model-stand-in.test-support.js';
import { realisticPrompt } from './redaction-texts.js';
import { timeMedian } from './redaction.js';
import { round } from './stats.js';

export const GUARDRAIL_SIZES = [1_024, 65_536, 524_288] as const;

export interface GuardrailsResult {
  /** The server's warm-up in a fresh process (every rule example once): the regular expressions compile. */
  warmUpMs: number;
  sizes: { chars: number; requestMs: number; answerMs: number; requestMBps: number }[];
  guardModel: { requestMs: number; answerMs: number };
}

export async function measureGuardrails(quick: boolean): Promise<GuardrailsResult> {
  const budgetMs = quick ? 300 : 1_500;
  // What the server does before it listens (and with it, the switch to compiled regular expressions).
  const started = performance.now();
  warmUpGuardrails();
  const warmUpMs = round(performance.now() - started, 0);

  const sizes: GuardrailsResult['sizes'] = [];
  for (const chars of GUARDRAIL_SIZES) {
    const { text } = realisticPrompt(chars);
    const parsed = parseChatRequest({
      model: 'shared-1',
      messages: [
        { role: 'system', content: 'You review incident notes.' },
        { role: 'user', content: text },
      ],
    });
    if (!parsed.ok) throw new Error('the benchmark request does not parse');
    const request = parsed.value;
    if (!checkGuardrails({ request }).ok) throw new Error(`the ${chars}-character benchmark prompt is blocked: it must be research`);
    const requestMs = await timeMedian(() => checkGuardrails({ request }), budgetMs);
    const answerMs = await timeMedian(() => checkAnswer({ content: text, toolCalls: [] }, 'code-review'), budgetMs);
    sizes.push({ chars, requestMs: round(requestMs, 3), answerMs: round(answerMs, 3), requestMBps: round(chars / 1e6 / (requestMs / 1000), 1) });
  }

  const standIn = await startGuardModelStandIn();
  try {
    const config = {
      protocol: 'llama-guard' as const,
      baseURL: standIn.baseURL,
      model: 'llama-guard3:8b',
      apiKey: null,
      timeoutMs: 2_000,
      onUnavailable: 'block' as const,
      checkAnswers: true,
    };
    const guard = createGuardModel({ config, logger: pino({ level: 'silent' }) });
    const parsed = parseChatRequest({ model: 'shared-1', messages: [{ role: 'user', content: realisticPrompt(1_024).text }] });
    if (!parsed.ok) throw new Error('the benchmark request does not parse');
    const request = parsed.value;
    const requestMs = await timeMedian(() => guard.classifyRequest(request), budgetMs);
    const answerMs = await timeMedian(
      () => guard.classifyAnswer(request, { content: 'The finding is a stored XSS in the comment form.', toolCalls: [] }),
      budgetMs,
    );
    return { warmUpMs, sizes, guardModel: { requestMs: round(requestMs, 2), answerMs: round(answerMs, 2) } };
  } finally {
    await standIn.close();
  }
}
