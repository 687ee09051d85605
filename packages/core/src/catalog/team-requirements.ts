import type { Team } from './model-definition.js';

/** The exact requirement tokens of each team, in admission order (docs/api.md#account-routes). */
export const TEAM_REQUIREMENTS = {
  blue: ['authenticated-principal', 'available-free-quota', 'guardrails'],
  red: [
    'authenticated-principal',
    'verified-ekyc-card',
    'aup-consent',
    'current-aml-ctf-clearance',
    'current-trust-route',
    'approved-research-scope',
    'available-free-quota',
    'guardrails',
  ],
} as const satisfies Record<Team, readonly string[]>;

/** A requirement of research status and admission (`verified-ekyc-card`, `aup-consent`, ...), as its exact token. */
export type RequirementToken = (typeof TEAM_REQUIREMENTS)['red'][number];

/** The five requirements only Red models add, in the order admission checks them. */
export type RedRequirementToken = Exclude<RequirementToken, (typeof TEAM_REQUIREMENTS)['blue'][number]>;

/** One requirement as admission and `/v1/research/status` report it. */
export interface RequirementStatus {
  token: RequirementToken;
  met: boolean;
}
