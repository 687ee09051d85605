import * as v from 'valibot';
import { PaidInvoiceEventSchema } from '@secgate/store';
import { jsonAnswer, type OperationDeclaration } from '../../openapi/operation.js';
import { CompletedSchema } from './ekyc-callback.js';

/*
 * The signed callbacks (docs/api.md#signed-callbacks) for the OpenAPI document. Their body schemas
 * are the ones the routes parse with; a signed event of another type is acknowledged unapplied.
 */

const otherEvent = v.pipe(v.looseObject({ id: v.string(), type: v.string() }), v.description('Any other signed event type: acknowledged, never applied.'));

export const callbackReceiptSchema = v.object({
  received: v.literal(true),
  applied: v.pipe(v.boolean(), v.description('false for a redelivery, an older verification or another event type.')),
});

export const CALLBACK_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'POST',
    path: '/v1/billing/webhook',
    operationId: 'receiveBillingWebhook',
    description:
      'Signed with `webhook.secret`; nothing is parsed before the signature holds. `invoice.paid` is applied once per event id; an unknown ' +
      'SKU, a bad quantity or an unknown principal refuses the whole invoice (400 `invalid-request`) and grants nothing.',
    requestBody: {
      schema: v.union([PaidInvoiceEventSchema, otherEvent]),
      example: { id: 'evt_1', type: 'invoice.paid', data: { principalId: 'p_1', lines: [{ sku: 'credits-100', quantity: 1 }] } },
    },
    answers: [jsonAnswer(200, 'Received; `applied` says whether it granted anything now.', callbackReceiptSchema)],
    errors: ['webhook-not-configured'],
  },
  {
    method: 'POST',
    path: '/v1/research/ekyc/callback',
    operationId: 'receiveCardVerification',
    description:
      'Signed with `ekyc.secret`. The `state` must be one this service issued (else 400 `invalid-signature` on `data.state`) and ' +
      '`verifiedAt` must fall within its 15 minutes (else `stale`); the principal then holds a card verification for 365 days.',
    requestBody: {
      schema: v.union([CompletedSchema, otherEvent]),
      example: { id: 'vr_1', type: 'verification.completed', data: { state: '<the state from /v1/research/ekyc/start>', verifiedAt: '2026-05-01T10:00:00Z' } },
    },
    answers: [jsonAnswer(200, 'Received; `applied` is false when a verification as new is already recorded.', callbackReceiptSchema)],
    errors: ['verification-provider-not-configured'],
  },
];
