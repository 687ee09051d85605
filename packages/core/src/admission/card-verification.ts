import { rungAtLeast, type Principal, type Rung } from './principal.js';

/** A card verification counts for 365 days (docs/api.md#signed-callbacks). */
export const CARD_VERIFICATION_VALIDITY_MS = 365 * 86_400_000;

/** What a card verification records on a principal: the card with its expiry, and the rung when it must rise. */
export interface CardVerification {
  ekyc: { verifiedAt: number; expiresAt: number };
  /** Present only when the principal's rung is below `card`: a verification never lowers a rung. */
  rung?: Rung;
}

/**
 * A card verification completed at `verifiedAt`, whether the provider's signed callback or the
 * operator (`secgate admin principal verify`) reports it: valid 365 days from then, and the
 * principal at least on the `card` rung.
 */
export function cardVerification(principal: Pick<Principal, 'rung'>, verifiedAt: number): CardVerification {
  const ekyc = { verifiedAt, expiresAt: verifiedAt + CARD_VERIFICATION_VALIDITY_MS };
  return rungAtLeast(principal.rung, 'card') ? { ekyc } : { ekyc, rung: 'card' };
}
