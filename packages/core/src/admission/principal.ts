/**
 * Assurance rungs, weakest first. Only `contracted` opens the offensive band; the others are
 * recorded for the operator (a card verification moves a principal to `card`).
 */
export const RUNGS = ['none', 'card', 'identity', 'business', 'contracted'] as const;
/** An assurance rung of a principal, one of RUNGS. */
export type Rung = (typeof RUNGS)[number];

/** A research scope an operator reviewed: the tasks it allows on that body of work. */
export interface ResearchScope {
  id: string;
  tasks: readonly string[];
  status: 'approved' | 'pending';
  expiresAt: number;
}

/** Whoever a credential resolves to (docs/api.md#authentication). Every time is epoch milliseconds. */
export interface Principal {
  id: string;
  status: 'active' | 'suspended';
  /** eKYC card verification, valid 365 days. */
  ekyc?: { verifiedAt: number; expiresAt: number };
  /** Consent to the acceptable-use policy; only the current version counts. */
  aupConsent?: { version: string; acceptedAt: number };
  amlClearance?: { checkedAt: number; expiresAt: number };
  /** An opaque route label with an expiry; only its currency is checked. */
  trustRoute?: { route: string; expiresAt: number };
  scopes: readonly ResearchScope[];
  rung: Rung;
}

/** Whether `rung` is `minimum` or stronger in the RUNGS order. */
export function rungAtLeast(rung: Rung, minimum: Rung): boolean {
  return RUNGS.indexOf(rung) >= RUNGS.indexOf(minimum);
}

/** A dated record is current strictly before its expiry: at `expiresAt` it has lapsed. */
export function isCurrent(record: { expiresAt: number } | undefined, now: number): boolean {
  return record !== undefined && now < record.expiresAt;
}
