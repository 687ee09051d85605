import { apiError, type ApiError } from '../errors/api-error.js';
import type { Principal } from './principal.js';

/**
 * Whether the principal a credential names may act: null when active, else 403 `forbidden` (the
 * credential is valid but its holder is barred, so not 401). The one rule every credential check
 * uses: tokens, browser sessions, sign-in and admission.
 */
export function principalRefusal(principal: Pick<Principal, 'status'>): ApiError | null {
  return principal.status === 'active' ? null : apiError('forbidden', 'This principal is suspended.');
}

/** A principal's free requests per UTC day: its own setting when it has one, else the service's. */
export function freeRequestsPerDayOf(principal: { freeRequestsPerDay?: number | null | undefined }, serviceDefault: number): number {
  return principal.freeRequestsPerDay ?? serviceDefault;
}
