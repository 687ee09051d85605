import { errorResponse } from '../../http/error-response.js';
import { bodyLimitsFor } from '../../http/body-limits.js';
import { apiError, isPlainObject } from '@secgate/core';
import { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { applyPaidInvoice } from '@secgate/store';
import { readSignedDelivery } from '../../billing/read-signed-delivery.js';

/**
 * `POST /v1/billing/webhook`: the payment processor's paid-invoice event, the only route that
 * grants anything (docs/operations.md#billing-webhook). No bearer: the `Webhook-Signature` is the credential.
 *
 * - No secret configured: 503 `webhook-not-configured`; nothing can be verified, so nothing is read.
 * - A bad, stale or missing signature: 400 `invalid-signature` (with `reason`), nothing granted.
 * - A signed event of another type (`invoice.created`, ...): 200 `{received: true, applied: false}`,
 *   so the processor stops redelivering an event this service has no use for.
 * - `invoice.paid`: applied once per event id; a redelivery answers `applied: false`.
 */
export function billingWebhookRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/v1/billing/webhook', async (c) => {
    const secret = deps.config.webhook.secret;
    if (!secret) {
      return errorResponse(c, apiError('webhook-not-configured', 'The billing webhook has no secret configured, so no event can be verified.'));
    }
    const delivery = await readSignedDelivery(c, {
      secret,
      toleranceSeconds: deps.config.webhook.toleranceSeconds,
      nowMs: deps.clock.now(),
      limits: bodyLimitsFor('public', deps.config),
    });
    if (!delivery.ok) {
      deps.logger.warn({ code: delivery.error.body.error.code, reason: delivery.error.body.error.reason }, 'billing webhook refused');
      return errorResponse(c, delivery.error);
    }
    const { json, text } = delivery.value;
    const type = isPlainObject(json) ? json.type : undefined;
    if (typeof type === 'string' && type !== 'invoice.paid') {
      deps.logger.info({ eventId: isPlainObject(json) ? json.id : undefined, type }, 'billing webhook event ignored');
      return c.json({ received: true, applied: false });
    }
    const result = await applyPaidInvoice(deps, { event: json, payload: text, source: 'webhook' });
    if (!result.ok) {
      deps.logger.warn({ error: result.error.body.error }, 'paid invoice refused; nothing granted');
      return errorResponse(c, result.error);
    }
    deps.logger.info({ eventId: (json as { id: string }).id, applied: result.value.applied }, 'paid invoice received');
    return c.json(result.value);
  });
  return app;
}
