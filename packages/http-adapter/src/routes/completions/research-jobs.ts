import { checkCounts, limitExceededError, apiError, fieldApiError, isUuidV4, jobHttpStatus, jobNotFound, parseJobRequest } from '@secgate/core';
import { Hono } from 'hono';
import { signedIn } from '../../auth/signed-in-routes.js';
import type { AppDeps } from '../../app/app-deps.js';
import { cachedCredential } from '../../auth/bearer-auth.js';
import type { PrincipalCache } from '../../auth/principal-cache.js';
import { publicJob, submitCompletion, type JobRunner } from '../../completion/index.js';
import { errorResponse } from '../../http/error-response.js';
import { readJsonBody } from '../../http/read-json-body.js';
import { bodyLimitsFor } from '../../http/body-limits.js';

const invalidJobId = (where: string) => apiError('invalid-job-id', `${where} must be a UUID v4, e.g. 3b241101-e2bb-4255-8caf-4136c566a962.`);

/**
 * The job API (docs/api.md#the-job-api): `POST /v1/research/jobs` with an `idempotency-key` that is
 * the job id, answered 202 at once; `GET /v1/research/job?jobId=` answers 202 until the job ends.
 */
export function researchJobRoutes(deps: AppDeps & { runner: JobRunner; principals: PrincipalCache }): Hono {
  const app = new Hono();

  signedIn(app, deps, 'completion').post('/v1/research/jobs', async (c) => {
    const key = c.req.header('idempotency-key')?.trim().toLowerCase();
    if (!key || !isUuidV4(key)) return errorResponse(c, invalidJobId('The idempotency-key header'));
    const body = await readJsonBody(c, bodyLimitsFor('completion', deps.config));
    if (!body.ok) return errorResponse(c, body.error);
    // Counted before any per-element work (validation, redaction, the guardrails).
    const exceeded = checkCounts(body.value.json);
    if (exceeded) return errorResponse(c, limitExceededError(exceeded));
    const parsed = parseJobRequest(body.value.json);
    if (!parsed.ok) return errorResponse(c, fieldApiError('invalid-request', parsed.error));

    const principal = c.get('principal');
    const credential = cachedCredential(c, deps.principals);
    const submitted = await submitCompletion(deps, { principal, kind: 'api', jobId: key, request: parsed.value, body: body.value.json, credential });
    if (!submitted.ok) return errorResponse(c, submitted.error, submitted.error.headers);
    if (submitted.value.created) deps.runner.runCreated(submitted.value.job);
    // Accepted, whether created now or re-attached: the job's own state is in the body.
    return c.json(publicJob(submitted.value.job), 202);
  });

  signedIn(app, deps, 'bearer-or-session').get('/v1/research/job', async (c) => {
    const jobId = c.req.query('jobId')?.trim().toLowerCase();
    if (!jobId || !isUuidV4(jobId)) return errorResponse(c, invalidJobId('The jobId query parameter'));
    // The key is the principal's own: another principal's job with this id is simply not found.
    const job = await deps.store.getJob({ principalId: c.get('principal').id, jobId });
    if (!job) return errorResponse(c, jobNotFound(jobId));
    return c.json(publicJob(job), jobHttpStatus(job.status));
  });

  return app;
}
