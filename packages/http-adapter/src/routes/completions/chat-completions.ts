import { checkCounts, limitExceededError, expectedAnswerModel, fieldApiError, jobIdFor, parseChatRequest, type ModelDefinition } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';
import { cachedCredential } from '../../auth/bearer-auth.js';
import type { PrincipalCache } from '../../auth/principal-cache.js';
import { chatAnswer, inferenceTimeout, jobFailure, streamJob, submitCompletion, type HeartbeatClock, type JobRunner } from '../../completion/index.js';
import { errorResponse } from '../../http/error-response.js';
import { readJsonBody } from '../../http/read-json-body.js';
import { bodyLimitsFor } from '../../http/body-limits.js';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
} as const;

/**
 * `POST /v1/chat/completions`: every call is a job whose id is derived from the principal and
 * the body, so a resent request (streamed or not) re-attaches instead of running again.
 */
export function chatCompletionRoutes(deps: AppDeps & { runner: JobRunner; principals: PrincipalCache; heartbeats: HeartbeatClock }): Hono {
  const app = new Hono();
  signedIn(app, deps, 'completion').post('/v1/chat/completions', async (c) => {
    const body = await readJsonBody(c, bodyLimitsFor('completion', deps.config));
    if (!body.ok) return errorResponse(c, body.error);
    // Counted before any per-element work (validation, redaction, the guardrails).
    const exceeded = checkCounts(body.value.json);
    if (exceeded) return errorResponse(c, limitExceededError(exceeded));
    const parsed = parseChatRequest(body.value.json);
    if (!parsed.ok) return errorResponse(c, fieldApiError('invalid-request', parsed.error));

    const principal = c.get('principal');
    const jobId = jobIdFor(principal.id, body.value.json as Record<string, unknown>);
    const credential = cachedCredential(c, deps.principals);
    const submitted = await submitCompletion(deps, { principal, kind: 'chat', jobId, request: parsed.value, body: body.value.json, credential });
    if (!submitted.ok) return errorResponse(c, submitted.error, submitted.error.headers);
    if (submitted.value.created) deps.runner.runCreated(submitted.value.job);

    if (parsed.value.stream) {
      const stream = streamJob(submitted.value.job, {
        runner: deps.runner,
        heartbeats: deps.heartbeats,
        syncWaitMs: deps.config.syncWaitMs,
        nowSeconds: Math.floor(deps.clock.now() / 1000),
        waitingModel: waitingModelOf(deps.config.models, parsed.value.model),
        signal: c.req.raw.signal,
      });
      return new Response(stream, { status: 200, headers: SSE_HEADERS });
    }

    // No signal for the client going away: the job runs on regardless, and a waiter ends with it
    // (or with the wait); watching the connection would cost a web Request per call.
    const job = await deps.runner.waitFor(submitted.value.job, deps.config.syncWaitMs);
    if (!job) return errorResponse(c, inferenceTimeout({ jobId }, deps.config.syncWaitMs));
    if (job.status === 'failed') return errorResponse(c, jobFailure(job));
    return c.json(chatAnswer(job));
  });
  return app;
}

function waitingModelOf(models: readonly ModelDefinition[], id: string): string {
  const model = models.find((m) => m.id === id);
  return model ? expectedAnswerModel(model) : id;
}
