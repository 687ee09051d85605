import type { HazardCode } from '../policy/harm-category.js';

/**
 * What the operator's guard model said of a text: its verdict mapped onto the policy (the hazard
 * codes it named, or the policy categories an OpenAI-style moderation endpoint's categories map
 * to), or that it could not be asked (timeout, refusal, an answer in no format it speaks).
 */
export type ClassifierOutcome = { kind: 'verdict'; unsafe: boolean; hazards: HazardCode[] } | { kind: 'unavailable'; reason: string };

/** What to do when the guard model cannot be asked: refuse the request, or let the rules' verdict stand. */
export type OnClassifierUnavailable = 'block' | 'allow';
