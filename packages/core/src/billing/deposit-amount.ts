import { fieldApiError, type ApiError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { DEPOSIT_MAX_USD, DEPOSIT_MIN_USD, findSku, type Sku } from '../money/sku-catalog.js';

const WHOLE_DOLLARS = /^[0-9]{1,7}$/;

/**
 * Reads the deposit form's amount: whole dollars from 10 to 1,000 (digits only, surrounding spaces
 * allowed), answered as its `deposit-<N>` SKU. Refuses (400 `invalid-request`, field `amountUSD`)
 * anything else: cents, signs, separators, exponents, or an amount out of range.
 *
 * @example
 * readDepositAmount(' 250 ')
 * //=> ok(findSku('deposit-250')): $250 of AI credit, valid 12 months
 */
export function readDepositAmount(text: string): Result<Sku, ApiError> {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('required', 'Enter an amount in whole dollars.');
  if (!WHOLE_DOLLARS.test(trimmed)) return refuse('wrong-type', 'Enter the amount in whole dollars, digits only.');
  const dollars = Number(trimmed);
  const sku = findSku(`deposit-${dollars}`);
  if (!sku) return refuse('out-of-range', `A deposit is from $${DEPOSIT_MIN_USD} to $${DEPOSIT_MAX_USD.toLocaleString('en-US')}.`);
  return ok(sku);
}

function refuse(reason: 'required' | 'wrong-type' | 'out-of-range', message: string) {
  return err(fieldApiError('invalid-request', { field: 'amountUSD', reason, message }));
}
