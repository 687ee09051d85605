import type { Task } from '../../catalog/tasks.js';

/** The MLCommons AI Safety hazard codes, as Llama Guard 3 prints them (S1 to S14). */
export const HAZARD_CODES = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11', 'S12', 'S13', 'S14'] as const;
/** One MLCommons hazard code, `S1` (violent crimes) to `S14` (code interpreter abuse). */
export type HazardCode = (typeof HAZARD_CODES)[number];

/**
 * What the gateway does when a category matches: refuse the request (or withhold the answer),
 * or let it through and note the category on the job and the metrics.
 */
export type CategoryAction = 'block' | 'flag';

/**
 * One category of the written policy. A category sits on one MLCommons hazard; the security
 * sub-categories (malware and intrusion, credential phishing, covert surveillance, ...) name
 * their hazard's category as `parent`.
 */
export interface HarmCategory {
  id: string;
  hazard: HazardCode;
  parent?: string;
  title: string;
  action: CategoryAction;
  /** What is refused: requests to produce or carry out this harm. */
  blocks: string;
  /** The research that stays allowed, whatever words it shares with the blocked requests. */
  allows: string;
  /**
   * Red-team tasks that widen the category: on a request admission has let through for one of
   * these tasks (so on an approved, current scope that lists it), a match is recorded as a flag
   * instead of a block. Empty: no scope widens it.
   */
  widenedBy: readonly Task[];
}

/** The policy: its categories in a fixed order, versioned with the rule set that enforces it. */
export interface HarmPolicy {
  version: string;
  categories: readonly HarmCategory[];
}
