import { applyPaidInvoice, type PaidInvoiceEvent } from '@secgate/store';
import { parseCommand, wholeNumber } from './admin-args.js';
import { printJson, refuse, type AdminCommand } from './admin-deps.js';

/**
 * `grant <principalId> <sku> [--quantity N]`: for an operator without a payment processor. It
 * builds the `invoice.paid` event a processor would send, under a fresh `op_` event id, and hands
 * it to applyPaidInvoice, the code path of the webhook: the same validation, the same lots, the
 * same once-per-event-id guarantee, recorded with source `operator`.
 */
export const grant: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'grant', ['principalId', 'sku'], { quantity: { type: 'string' } });
  const [principalId = '', sku = ''] = positionals;
  // Core refuses a quantity over its maximum with the invoice's own error; here only the form is checked.
  const quantity = wholeNumber(values.quantity, '--quantity', 1, Number.MAX_SAFE_INTEGER, 1);
  const event: PaidInvoiceEvent = { id: `op_${deps.ids.uuid()}`, type: 'invoice.paid', data: { principalId, lines: [{ sku, quantity }] } };
  const result = await applyPaidInvoice(deps, { event, payload: JSON.stringify(event), source: 'operator' });
  if (!result.ok) {
    const { message } = result.error.body.error;
    // Some refusals already say so; the sentence is added once, never twice.
    const said = /nothing was granted/i.test(message);
    return refuse(io, said ? message : `${message} Nothing was granted.`, result.error.body.error);
  }
  return printJson(io, { eventId: event.id, ...result.value });
};
