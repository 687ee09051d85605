import { exploitability, type ExploitabilityBasis, type ExploitIntel } from './exploitability.js';

/** How far a finding's vulnerable code or service is known to be reachable by an attacker. */
export const REACHABILITY = ['confirmed', 'likely', 'unknown', 'unreachable'] as const;
/** One of REACHABILITY. */
export type Reachability = (typeof REACHABILITY)[number];

/** The weight of each reachability: confirmed counts fully, unreachable barely (it may become reachable). */
export const REACHABILITY_WEIGHT: Readonly<Record<Reachability, number>> = { confirmed: 1, likely: 0.75, unknown: 0.5, unreachable: 0.1 };

/** A finding's score and the evidence its exploitability came from. */
export interface FindingScore {
  /** round(100 x reachability weight x exploitability): an integer from 0 to 100. */
  score: number;
  basis: ExploitabilityBasis;
}

/**
 * A finding's priority: its reachability's weight times its vulnerability's exploitability
 * (exploitability), as an integer from 0 to 100. Higher is more urgent.
 *
 * @example
 * scoreFinding('likely', { kev: true }) //=> { score: 75, basis: 'kev' }
 */
export function scoreFinding(reachability: Reachability, intel: ExploitIntel): FindingScore {
  const exploit = exploitability(intel);
  return { score: Math.round(100 * REACHABILITY_WEIGHT[reachability] * exploit.value), basis: exploit.basis };
}
