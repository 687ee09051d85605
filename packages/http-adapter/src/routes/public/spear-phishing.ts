import type { AppDeps } from '../../app/app-deps.js';
import { Hono } from 'hono';
import { openToEveryone } from './open-to-everyone.js';

export const SPEAR_PHISHING_PATH = '/v1/security/solutions/spear-phishing';

/**
 * The spear-phishing solution: three components in order (lookalike discovery, then
 * impersonated-mail inspection, then the takeover ledger) and the partner categories for the mail
 * gateway, training and post-compromise monitoring. `service` names the catalog entry behind a
 * component (the `spear-phishing` component is the `spect` service).
 */
export const SPEAR_PHISHING_SOLUTION = {
  id: 'spear-phishing',
  name: 'Spear-phishing defence',
  components: [
    { id: 'ctem', service: 'ctem', role: 'lookalike-discovery', description: 'Discovers lookalike domains and the exposed surface an impersonator would use.' },
    {
      id: 'spear-phishing',
      service: 'spect',
      role: 'impersonated-mail-inspection',
      description: 'Inspects received mail for impersonation: header verification, domain normalisation, URL rewrite target versus sender.',
    },
    { id: 'vm', service: 'vm', role: 'takeover-ledger', description: 'Deduplicates and scores the findings and tracks their remediation in the ledger.' },
  ],
  partners: ['email-sec', 'awareness', 'siem', 'itdr'],
} as const;

/** `GET /v1/security/solutions/spear-phishing` (public, CORS-open). */
export function spearPhishingRoutes(deps: Pick<AppDeps, 'clients'>): Hono {
  const app = new Hono();
  openToEveryone(app, deps, [SPEAR_PHISHING_PATH], ['GET']);
  app.get(SPEAR_PHISHING_PATH, (c) => c.json(SPEAR_PHISHING_SOLUTION));
  return app;
}
