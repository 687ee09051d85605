import type { AppDeps } from '../../app/app-deps.js';
import { DEFAULT_GUARDRAILS, guardrailSummary, type GuardrailRuleSet, type GuardrailSummary } from '@secgate/core';
import { Hono } from 'hono';
import type { ServiceConfig } from '../../config/service-config.js';
import { openToEveryone } from './open-to-everyone.js';

export const SECURE_PATH = '/v1/secure';

/**
 * The "firewall" is the admission pipeline in front of every model call (authentication, catalog
 * and route, limits, task gating, Red-team requirements, quota, guardrails). `enforce` means it
 * refuses; its version moves when an admission rule changes.
 */
export const FIREWALL = { version: '2026.11.1', mode: 'enforce' } as const;

/**
 * The compliance profile: the frameworks the calculators and the policy are built against.
 * Its version moves when a framework is added or a calculator's statutory rules change.
 */
export const COMPLIANCE = { version: '2026.11.1', frameworks: ['NIST CSF 2.0', 'GDPR', 'NIS2', 'APPI'] } as const;

export interface SecureAnswer {
  guardrails: GuardrailSummary;
  firewall: { version: string; mode: 'enforce' };
  compliance: { version: string; aupVersion: string; frameworks: string[] };
}

export interface SecureAnswerDeps {
  config: Pick<ServiceConfig, 'aupVersion'>;
  /** The rule set admission evaluates; core's default set unless a test or config passes another. */
  guardrails?: GuardrailRuleSet;
}

export function secureAnswer(deps: SecureAnswerDeps): SecureAnswer {
  return {
    // Ids and actions only: the patterns are not published, so they cannot be probed for gaps.
    guardrails: guardrailSummary(deps.guardrails ?? DEFAULT_GUARDRAILS),
    firewall: { ...FIREWALL },
    compliance: { version: COMPLIANCE.version, aupVersion: deps.config.aupVersion, frameworks: [...COMPLIANCE.frameworks] },
  };
}

export type SecureRouteDeps = SecureAnswerDeps & Pick<AppDeps, 'clients'>;

/** `GET /v1/secure` (public, CORS-open): the guardrail, firewall and compliance versions in force. */
export function secureRoutes(deps: SecureRouteDeps): Hono {
  const app = new Hono();
  openToEveryone(app, deps, [SECURE_PATH], ['GET']);
  app.get(SECURE_PATH, (c) => c.json(secureAnswer(deps)));
  return app;
}
