/** Where a finding stands in its remediation: `reopened` once a closed one is observed again. */
export const REMEDIATION_STATES = ['detected', 'in-progress', 'verified', 'closed', 'reopened'] as const;
/** One of REMEDIATION_STATES. */
export type RemediationState = (typeof REMEDIATION_STATES)[number];

/**
 * The moves a person (or an agent) may make. A fix that does not hold sends a verified finding back
 * to in progress; a closed finding is reopened by observing it again, or by hand.
 */
export const REMEDIATION_MOVES: Readonly<Record<RemediationState, readonly RemediationState[]>> = {
  detected: ['in-progress'],
  'in-progress': ['verified'],
  verified: ['closed', 'in-progress'],
  closed: ['reopened'],
  reopened: ['in-progress'],
};

/** One recorded move: who made it, when (epoch ms) and why. */
export interface RemediationTransition {
  from: RemediationState;
  to: RemediationState;
  by: string;
  at: number;
  reason: string;
}

/** A move allowed, or refused with the state it was asked of and the moves that state allows. */
export type TransitionCheck = { ok: true } | { ok: false; from: RemediationState; to: RemediationState; allowed: readonly RemediationState[] };

/**
 * Whether a finding in `from` may move to `to` (REMEDIATION_MOVES).
 *
 * @example
 * checkTransition('detected', 'closed') //=> { ok: false, from: 'detected', to: 'closed', allowed: ['in-progress'] }
 */
export function checkTransition(from: RemediationState, to: RemediationState): TransitionCheck {
  const allowed = REMEDIATION_MOVES[from];
  return allowed.includes(to) ? { ok: true } : { ok: false, from, to, allowed };
}

/** A finding counts as open (it still needs work) unless it is closed. */
export function isOpenState(state: RemediationState): boolean {
  return state !== 'closed';
}
