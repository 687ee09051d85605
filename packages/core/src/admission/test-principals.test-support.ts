import type { Principal } from './principal.js';

/** A fixed clock for the admission tests: 2025-06-05T12:00:00Z. */
export const NOW = Date.UTC(2025, 5, 5, 12);
export const DAY = 86_400_000;
export const AUP_VERSION = 'aup-2025-05';

/** A principal that meets every Red requirement for code-review and vulnerability-triage on `acme-app`. */
export function researcher(overrides: Partial<Principal> = {}): Principal {
  return {
    id: 'p-researcher',
    status: 'active',
    ekyc: { verifiedAt: NOW - 10 * DAY, expiresAt: NOW + 355 * DAY },
    aupConsent: { version: AUP_VERSION, acceptedAt: NOW - 10 * DAY },
    amlClearance: { checkedAt: NOW - 5 * DAY, expiresAt: NOW + 85 * DAY },
    trustRoute: { route: 'partner-cert', expiresAt: NOW + 30 * DAY },
    scopes: [{ id: 'acme-app', tasks: ['code-review', 'vulnerability-triage'], status: 'approved', expiresAt: NOW + 60 * DAY }],
    rung: 'card',
    ...overrides,
  };
}

/** A signed-up principal with nothing verified: enough for the Blue team. */
export function newcomer(overrides: Partial<Principal> = {}): Principal {
  return { id: 'p-newcomer', status: 'active', scopes: [], rung: 'none', ...overrides };
}
