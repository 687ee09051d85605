import type { RedRequirementToken } from '../catalog/team-requirements.js';
import { isCurrent, type Principal } from './principal.js';
import { hasCurrentScope, scopePermits } from './scope-grant.js';

/** The research-status reasons, in the order they are checked (docs/api.md#account-routes). */
export const RESEARCH_REASONS = [
  'verification-required',
  'verification-expired',
  'consent-required',
  'clearance-required',
  'trust-route-required',
  'scope-required',
] as const;
/** Why a research requirement is unmet, as research status and 403 `requirement-unmet` name it. */
export type ResearchReason = (typeof RESEARCH_REASONS)[number];

/** One Red-only requirement: whether it holds and, when it does not, the reason to report. */
export interface RedCheck {
  token: RedRequirementToken;
  met: boolean;
  reason: ResearchReason | null;
}

/** The task and scope a request asks for; null asks whether any research scope is current. */
export type ScopeQuestion = { task: string; scopeId: string } | null;

/**
 * The five Red-only requirements, in admission order. Admission asks about the request's task
 * and scope; research status (no request) asks whether any research scope is current.
 */
export function redRequirementChecks(principal: Principal, now: number, aupVersion: string, scope: ScopeQuestion): RedCheck[] {
  const check = (token: RedRequirementToken, failure: ResearchReason | null): RedCheck => ({
    token,
    met: failure === null,
    reason: failure,
  });
  const card = principal.ekyc;
  const scopeMet = scope === null ? hasCurrentScope(principal, now) : scopePermits(principal, scope.task, scope.scopeId, now);
  return [
    check('verified-ekyc-card', !card ? 'verification-required' : isCurrent(card, now) ? null : 'verification-expired'),
    check('aup-consent', principal.aupConsent?.version === aupVersion ? null : 'consent-required'),
    check('current-aml-ctf-clearance', isCurrent(principal.amlClearance, now) ? null : 'clearance-required'),
    check('current-trust-route', isCurrent(principal.trustRoute, now) ? null : 'trust-route-required'),
    check('approved-research-scope', scopeMet ? null : 'scope-required'),
  ];
}
