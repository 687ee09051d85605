import type { ApiError } from '../errors/api-error.js';
import type { GuardrailVerdict } from '../guardrails/evaluate-guardrails.js';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { admit, type AdmissionInput } from './admit.js';

/**
 * Admission with its quota check left to the reservation: the store decides free, paid or refused
 * with `decideHoldOf` on the quota as it stands inside the transaction that reserves, so no quota
 * read is spent before it and no race can slip between the read and the write.
 *
 * - `reserve`: every check before the quota passed and the guardrails let the prompt through;
 *   reserve a free request or `paidHoldMicroUSD`.
 * - `refused`: a check that `admit` runs before the quota failed; the quota cannot change that.
 * - `quota-decides`: the guardrails block, but `admit` checks the quota first, so whether the
 *   answer is 429/402 or 403 depends on the quota: run `admit` with a quota snapshot.
 */
export type AdmissionBeforeQuota =
  | { kind: 'reserve'; paidHoldMicroUSD: number; guardrails: GuardrailVerdict }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'quota-decides' };

/** A quota that admits anything, so `admit` reports what it decides before and after the quota. */
const OPEN_QUOTA = { freeRequestsPerDay: 1, freeRequestsUsedToday: 0, paidAvailableMicroUSD: 0, holdsPaidCredit: false };

/**
 * Every admission check but the quota, for a caller that decides the quota where it reserves
 * (see AdmissionBeforeQuota).
 */
export function admitBeforeQuota(input: Omit<AdmissionInput, 'quota'>): AdmissionBeforeQuota {
  const admission = admit({ ...input, quota: OPEN_QUOTA });
  if (admission.ok) return { kind: 'reserve', paidHoldMicroUSD: holdUpperBound(input.request), guardrails: admission.guardrails };
  if (admission.error.body.error.code === 'guardrail-blocked') return { kind: 'quota-decides' };
  return { kind: 'refused', error: admission.error };
}
