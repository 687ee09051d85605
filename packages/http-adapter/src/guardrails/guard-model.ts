import {
  guardModelTurns,
  modelVisibleText,
  readLlamaGuardAnswer,
  readModerationResult,
  answerText,
  type AnswerText,
  type ClassifierInput,
  type ClassifierOutcome,
  type CompletionRequest,
} from '@secgate/core';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { GuardModelConfig } from '../config/service-config.js';
import { logSafeURL } from '../upstream/log-safe-url.js';

/** The operator's guard model, asked about a request before admission and about an answer before it is returned. */
export interface GuardModel {
  /** Whether answers are asked about too. */
  readonly checksAnswers: boolean;
  classifyRequest(request: CompletionRequest): Promise<ClassifierInput>;
  classifyAnswer(request: CompletionRequest, answer: AnswerText): Promise<ClassifierInput>;
}

export interface GuardModelOptions {
  config: GuardModelConfig;
  logger: Logger;
  /** Told how long each question took and how it ended (`/metrics`). */
  observe?: (durationMs: number, outcome: ClassifierOutcome['kind']) => void;
  fetch?: typeof fetch;
}

/**
 * A guard model over the official `openai` client (docs/guardrails.md#guard-models). Llama Guard is
 * asked through /v1/chat/completions with the conversation as its template takes it
 * (guardModelTurns) and answers `safe` or `unsafe` with category codes; a moderation endpoint is
 * asked through /v1/moderations with the text the model would read. A timeout, an error status
 * or an answer in neither format is `unavailable`, which core turns into a block or a pass as
 * configured. The text asked about is the redacted one: no secret reaches the guard model either.
 */
export function createGuardModel(options: GuardModelOptions): GuardModel {
  const { config, logger } = options;
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey ?? 'none',
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: config.timeoutMs,
    logLevel: 'off',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function ask(question: () => Promise<ClassifierOutcome>): Promise<ClassifierInput> {
    const started = performance.now();
    let outcome: ClassifierOutcome;
    try {
      outcome = await question();
    } catch (error) {
      const detail = error instanceof OpenAI.APIError ? `status ${error.status ?? 'none'}` : error instanceof Error ? error.name : 'error';
      logger.warn({ guardModel: logSafeURL(config.baseURL), detail }, 'guard model unavailable');
      outcome = { kind: 'unavailable', reason: detail };
    }
    options.observe?.(performance.now() - started, outcome.kind);
    return { outcome, onUnavailable: config.onUnavailable };
  }

  async function llamaGuard(request: CompletionRequest, answer?: AnswerText): Promise<ClassifierOutcome> {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: guardModelTurns(request, answer),
      temperature: 0,
      max_tokens: 20,
    });
    const text = completion.choices[0]?.message?.content;
    return typeof text === 'string' ? readLlamaGuardAnswer(text) : { kind: 'unavailable', reason: 'the guard model answered without content' };
  }

  async function moderation(input: string): Promise<ClassifierOutcome> {
    const result = await client.moderations.create({ model: config.model, input });
    return readModerationResult(result);
  }

  return {
    checksAnswers: config.checkAnswers,
    classifyRequest: (request) => ask(() => (config.protocol === 'llama-guard' ? llamaGuard(request) : moderation(modelVisibleText(request)))),
    classifyAnswer: (request, answer) => ask(() => (config.protocol === 'llama-guard' ? llamaGuard(request, answer) : moderation(answerText(answer)))),
  };
}
