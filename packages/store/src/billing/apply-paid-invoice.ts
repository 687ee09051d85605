import { err, fieldApiError, fieldErrorFromIssues, firstIssueInDocumentOrder, lotsForInvoice, ok, type ApiError, type Result } from '@secgate/core';
import * as v from 'valibot';
import type { Clock } from '../ports/clock.js';
import type { PaidInvoice, Store } from '../store.js';

/** Lines per event; each line grants at most 100 lots (core's MAX_PURCHASE_QUANTITY). */
export const MAX_INVOICE_LINES = 100;

// Stored and looked up as PostgreSQL text, which cannot hold U+0000: such an id is `wrong-type`.
const id = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.maxLength(255),
  v.check((text: string) => !text.includes('\u0000')),
);

// v.object, not strictObject: processors add fields of their own (livemode, created, ...) and an
// event must not be refused for them.
export const PaidInvoiceEventSchema = v.object({
  id,
  type: v.literal('invoice.paid'),
  data: v.object({
    principalId: id,
    lines: v.pipe(
      v.array(v.object({ sku: v.pipe(v.string(), v.nonEmpty()), quantity: v.pipe(v.number(), v.integer()) })),
      v.nonEmpty(),
      v.maxLength(MAX_INVOICE_LINES),
    ),
  }),
});

/** `{id, type:"invoice.paid", data:{principalId, lines:[{sku, quantity}]}}` (docs/api.md#signed-callbacks). */
export type PaidInvoiceEvent = v.InferOutput<typeof PaidInvoiceEventSchema>;

/** What the webhook answers: `applied` is false when this event id was applied before. */
export interface InvoiceReceipt {
  received: true;
  applied: boolean;
}

export interface ApplyPaidInvoiceInput {
  /** The parsed event, not yet validated. */
  event: unknown;
  /** The event as received (the raw webhook body, or the operator event's JSON), kept for audit. */
  payload: string;
  source: PaidInvoice['source'];
}

/**
 * The one code path that grants anything: the paid-invoice webhook and `secgate admin grant` both
 * end here. All or nothing: the event is validated, every line is turned into lots by core (an
 * unknown SKU or a bad quantity refuses the whole invoice), the principal must exist, and only then
 * does the store apply it, once per event id in one transaction. Lot ids derive from the event id,
 * so even a replay racing past the event-id check could not mint a second lot.
 *
 * An unknown principal is 400 `invalid-request` (`data.principalId`, `unknown-reference`) rather
 * than 404: the route exists, the event is what is wrong, and nothing is granted.
 */
export async function applyPaidInvoice(
  deps: { store: Pick<Store, 'getPrincipal' | 'applyInvoice'>; clock: Clock },
  input: ApplyPaidInvoiceInput,
): Promise<Result<InvoiceReceipt, ApiError>> {
  const parsed = v.safeParse(PaidInvoiceEventSchema, input.event);
  if (!parsed.success) {
    return err(fieldApiError('invalid-request', fieldErrorFromIssues([firstIssueInDocumentOrder(parsed.issues)])));
  }
  const event = parsed.output;
  const receivedAt = deps.clock.now();

  const grant = lotsForInvoice({ invoiceId: event.id, purchasedAt: receivedAt, lines: event.data.lines });
  if (!grant.ok) {
    const { error } = grant.error.body;
    const field = typeof error.field === 'string' ? `data.${error.field}` : error.field;
    return err({ ...grant.error, body: { error: { ...error, field } } });
  }

  if (!(await deps.store.getPrincipal(event.data.principalId))) {
    return err(
      fieldApiError('invalid-request', {
        field: 'data.principalId',
        reason: 'unknown-reference',
        message: `No principal '${event.data.principalId}' exists; nothing was granted.`,
      }),
    );
  }

  const { lots, storageGiB, plan } = grant.value;
  // A plan's record lasts as long as its own lots: one billing period from the payment.
  const planExpiresAt = Math.max(...lots.filter((lot) => lot.source === `plan-${plan}`).map((lot) => lot.expiresAt));
  const outcome = await deps.store.applyInvoice({
    eventId: event.id,
    principalId: event.data.principalId,
    source: input.source,
    lots,
    plan: plan ? { id: plan, storageGiB, expiresAt: planExpiresAt } : null,
    payload: input.payload,
    receivedAt,
  });
  return ok({ received: true, applied: outcome === 'applied' });
}
