import { chargeForUsage } from './charge-for-usage.js';
import type { Usage } from './usage.js';
import { wholeCount } from './whole-count.js';

/**
 * The amount debited for a call: `min(chargeForUsage(usage), hold)`.
 *
 * The hold is the price ceiling the caller was admitted under, and only the hold was reserved. An
 * upstream can report more than the bound predicted (it counts chat-template tokens, or ignores
 * max_tokens); debiting more than the hold could then take the balance below zero, so the excess is
 * the service's loss, never the caller's overdraft. This is what keeps `available >= 0`.
 */
export function settleCharge(holdMicroUSD: number, usage: Usage): number {
  return Math.min(chargeForUsage(usage), wholeCount(holdMicroUSD));
}
