import {
  apiError,
  checkAnswer,
  checkEcho,
  guardrailBlockRecord,
  settleCharge,
  redactCompletionAnswer,
  redactSecrets,
  usageToOpenAI,
  type AnswerText,
  type GuardrailVerdict,
} from '@secgate/core';
import type { JobOutcome, StoredJob } from '@secgate/store';
import { UpstreamError, type CallStart } from '../upstream/upstreams.js';
import type { CompletionDeps } from './completion-deps.js';

type CallDeps = Pick<CompletionDeps, 'upstreams' | 'config' | 'metrics' | 'guardModel'>;

/**
 * The one upstream call of a job, turned into the outcome the store records: the answer with its
 * charge, or a failure that charges nothing. A broken model echo is a failure (docs/configuration.md#models).
 * The answer is redacted before it is recorded, so no secret the model writes is ever stored or
 * returned (docs/redaction.md#where-text-is-redacted); a failure's message is redacted too.
 */
export async function callUpstream(deps: CallDeps, job: StoredJob, signal?: AbortSignal): Promise<JobOutcome> {
  const model = deps.config.models.find((candidate) => candidate.id === job.model);
  if (!model) return failed(job, 0, `The model '${job.model}' is no longer in the catalog.`);

  const started = performance.now();
  let upstreamQueueMs: number | undefined;
  const onStart = (start: CallStart) => {
    upstreamQueueMs = Math.round(start.queueWaitMs);
    deps.metrics.upstreamQueueWait(start.origin, start.queueWaitMs);
  };
  const withQueueWait = (outcome: JobOutcome): JobOutcome => (upstreamQueueMs === undefined ? outcome : { ...outcome, upstreamQueueMs });
  try {
    // The client times the call out itself (upstreamTimeoutMs, openai-upstreams.ts).
    const answer = await deps.upstreams.complete(model, job.request, signal, onStart);
    deps.metrics.upstreamCall(model.id, 'ok', performance.now() - started);
    if (!checkEcho(model.echo, model.id, answer.model)) {
      return withQueueWait(
        failed(job, 200, `The upstream answer named the model '${String(answer.model).slice(0, 128)}', which breaks the echo rule of '${model.id}'.`),
      );
    }
    const usage = {
      promptTokens: answer.usage.promptTokens,
      cachedTokens: answer.usage.cachedTokens,
      completionTokens: answer.usage.completionTokens,
    };
    const safe = redactCompletionAnswer({ content: answer.content, toolCalls: answer.toolCalls }).answer;
    const verdict = await answerVerdict(deps, job, safe);
    deps.metrics.guardrailVerdict('answer', verdict);
    // A withheld answer is charged as the completion it was: the tokens were spent.
    const charge = job.billing === 'paid' ? settleCharge(job.holdMicroUSD, usage) : 0;
    const common = { usage: usageToOpenAI(usage), chargeMicroUSD: charge, answeredModel: redactSecrets(answer.model).text };
    if (verdict.blocked) {
      return withQueueWait({
        status: 'succeeded',
        content: null,
        toolCalls: [],
        finishReason: 'content_filter',
        ...common,
        withheld: guardrailBlockRecord(verdict),
      });
    }
    return withQueueWait({ status: 'succeeded', content: storableText(safe.content), toolCalls: safe.toolCalls, finishReason: answer.finishReason, ...common });
  } catch (error) {
    deps.metrics.upstreamCall(model.id, 'error', performance.now() - started);
    if (error instanceof UpstreamError) return withQueueWait(failed(job, error.upstreamStatus, error.message));
    throw error;
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so an answer containing it (a model echoing a NUL the prompt
 * carried, say) could never be recorded: finishJob would throw on every run, and the sweeper would
 * call the upstream again after every lease, forever. The character becomes U+FFFD, the
 * replacement character, as undecodable input does elsewhere.
 */
function storableText(text: string | null): string | null {
  return text === null || !text.includes('\u0000') ? text : text.replaceAll('\u0000', '\ufffd');
}

/**
 * The answer check (docs/guardrails.md#answers): the answer rules, then, when they let it pass and
 * the operator asks for it, the guard model on the conversation with the answer as its last turn.
 */
async function answerVerdict(deps: CallDeps, job: StoredJob, answer: AnswerText): Promise<GuardrailVerdict> {
  const rules = checkAnswer(answer, job.request.task);
  if (rules.blocked || !deps.guardModel?.checksAnswers) return rules;
  return checkAnswer(answer, job.request.task, await deps.guardModel.classifyAnswer(job.request, answer));
}

function failed(job: StoredJob, upstreamStatus: number, message: string): JobOutcome {
  const { error } = apiError('inference-failed', redactSecrets(message).text, { jobId: job.jobId, upstreamStatus }).body;
  return { status: 'failed', error };
}
