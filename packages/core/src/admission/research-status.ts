import { TEAM_REQUIREMENTS, type RequirementStatus } from '../catalog/team-requirements.js';
import type { Principal, ResearchScope } from './principal.js';
import { redRequirementChecks, type ResearchReason } from './red-requirements.js';
import { isCurrentScope } from './scope-grant.js';

/** The free-tier facts research status reports: the configured daily count and today's use. */
export interface FreeTierUsage {
  requestsPerDay: number;
  usedToday: number;
}

/** A research scope as `/v1/research/status` shows it, with its expiry as an ISO timestamp. */
export interface ScopeView {
  id: string;
  tasks: string[];
  status: ResearchScope['status'];
  expiresAt: string;
  current: boolean;
}

/** The body of `GET /v1/research/status`. */
export interface ResearchStatus {
  status: 'eligible' | 'pending';
  reason: ResearchReason | null;
  requirements: RequirementStatus[];
  scopes: ScopeView[];
  freeTier: { requestsPerDay: number; remainingToday: number };
}

/**
 * Eligibility for the Red team. `eligible` means every Red-only requirement holds, including at
 * least one approved, unexpired research scope: that is the "approved research scope" requirement for
 * Red access. The card's own grant (`code-review` on `owned`) is admitted per request but does
 * not by itself make a principal eligible, so a card-verified principal without a scope reads
 * `pending` / `scope-required` while code review of its own code already works.
 *
 * `available-free-quota` reports whether free requests remain today, and `guardrails` is always
 * met here: both are judged per request, and neither decides eligibility. A suspended principal
 * (answered 403 before this is asked) would read `pending` with `authenticated-principal` unmet.
 */
export function researchStatus(principal: Principal, now: number, aupVersion: string, freeTier: FreeTierUsage): ResearchStatus {
  const checks = redRequirementChecks(principal, now, aupVersion, null);
  const remainingToday = Math.max(0, freeTier.requestsPerDay - freeTier.usedToday);
  const active = principal.status === 'active';
  const met: Record<string, boolean> = {
    'authenticated-principal': active,
    'available-free-quota': remainingToday > 0,
    guardrails: true,
  };
  for (const check of checks) met[check.token] = check.met;
  const firstUnmet = checks.find((check) => !check.met);
  return {
    status: active && !firstUnmet ? 'eligible' : 'pending',
    reason: firstUnmet?.reason ?? null,
    requirements: TEAM_REQUIREMENTS.red.map((token) => ({ token, met: met[token] ?? false })),
    scopes: principal.scopes.map((scope) => ({
      id: scope.id,
      tasks: [...scope.tasks],
      status: scope.status,
      expiresAt: new Date(scope.expiresAt).toISOString(),
      current: isCurrentScope(scope, now),
    })),
    freeTier: { requestsPerDay: freeTier.requestsPerDay, remainingToday },
  };
}
