import { errorResponse } from '../../http/error-response.js';
import { bodyLimitsFor } from '../../http/body-limits.js';
import {
  type ApiError,
  apiError,
  cardVerification,
  fieldApiError,
  fieldErrorFromIssues,
  firstIssueInDocumentOrder,
  isPlainObject,
  isTimestamp,
  parseTimestamp,
} from '@secgate/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../app/app-deps.js';
import { readSignedDelivery } from '../../billing/read-signed-delivery.js';
import { EKYC_STATE_TTL_MS, readEkycState } from './ekyc-state.js';

export const CompletedSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.literal('verification.completed'),
  data: v.object({
    state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
    verifiedAt: v.pipe(
      v.string(),
      v.check((text: string) => isTimestamp(text), 'invalid-timestamp'),
    ),
  }),
});

/**
 * `POST /v1/research/ekyc/callback`: the provider's completion event, signed like the billing
 * webhook (`Webhook-Signature` under `config.ekyc.secret`, the webhook's tolerance). The state
 * must carry our signature and the verification must have completed within the state's 15
 * minutes. The principal then records core's cardVerification: `ekyc {verifiedAt, expiresAt:
 * verifiedAt + 365 days}` and at least the `card` rung.
 *
 * Idempotent without an event table: a verification is applied only when it is newer than the one
 * recorded, so a replay (or an older event arriving late) changes nothing and answers
 * `applied: false`. Signed events of other types are acknowledged and ignored.
 */
export function ekycCallbackRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/v1/research/ekyc/callback', async (c) => {
    const secret = deps.config.ekyc.secret;
    if (!secret) {
      return errorResponse(c, apiError('verification-provider-not-configured', 'No card verification provider is configured.'));
    }
    const now = deps.clock.now();
    const toleranceSeconds = deps.config.webhook.toleranceSeconds;
    const delivery = await readSignedDelivery(c, { secret, toleranceSeconds, nowMs: now, limits: bodyLimitsFor('public', deps.config) });
    if (!delivery.ok) return errorResponse(c, delivery.error);
    const { json } = delivery.value;
    if (isPlainObject(json) && typeof json.type === 'string' && json.type !== 'verification.completed') {
      return c.json({ received: true, applied: false });
    }
    const parsed = v.safeParse(CompletedSchema, json);
    if (!parsed.success) {
      return errorResponse(c, fieldApiError('invalid-request', fieldErrorFromIssues([firstIssueInDocumentOrder(parsed.issues)])));
    }
    const { data } = parsed.output;
    const read = readEkycState(data.state, secret);
    if (!read.ok) {
      return errorResponse(
        c,
        apiError('invalid-signature', 'The verification state was not issued by this service.', { field: 'data.state', reason: read.reason }),
      );
    }
    const { principalId, expiresAt: stateExpiresAt } = read.state;
    const verifiedAt = parseTimestamp(data.verifiedAt) as number;
    if (verifiedAt >= stateExpiresAt || verifiedAt < stateExpiresAt - EKYC_STATE_TTL_MS) {
      return errorResponse(
        c,
        apiError('invalid-signature', 'The verification did not complete while its state was valid.', { field: 'data.state', reason: 'stale' }),
      );
    }
    if (verifiedAt > now + toleranceSeconds * 1000) {
      return errorResponse(
        c,
        fieldApiError('invalid-request', { field: 'data.verifiedAt', reason: 'out-of-range', message: 'The verification time is in the future.' }),
      );
    }

    const principal = await deps.store.getPrincipal(principalId);
    if (!principal) {
      return errorResponse(
        c,
        fieldApiError('invalid-request', { field: 'data.state', reason: 'unknown-reference', message: 'The verification names no known principal.' }),
      );
    }
    if (principal.ekyc && principal.ekyc.verifiedAt >= verifiedAt) return c.json({ received: true, applied: false });
    await deps.store.updatePrincipal(principalId, cardVerification(principal, verifiedAt));
    deps.logger.info({ principalId, verifiedAt: data.verifiedAt }, 'card verification recorded');
    return c.json({ received: true, applied: true });
  });
  return app;
}
